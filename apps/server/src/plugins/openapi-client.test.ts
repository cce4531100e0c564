/**
 * The main journeys through a client generated from the served OpenAPI document (decision 043):
 * openapi-fetch over the types openapi-typescript wrote (openapi-types.d.ts, kept current by
 * openapi.test.ts), against the real app listening on 127.0.0.1 with its queue working. Sign up and
 * verify the address, generate and poll the jobs, the plans and a checkout with the built-in
 * provider, the library, saving a meme from the editor, and My Memes. If the document misdescribes
 * a call, this fails to compile or to run.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { TemplateRow } from '../db/schema';
import { buildTestApp, type TestApp } from '../test-support';
import { makeImage } from '../test-support/media';
import { ingestTemplate } from '../modules/templates/ingest';
import type { paths } from './openapi-types';

let t: TestApp;
let baseUrl: string;
let api: ReturnType<typeof createClient<paths>>;
let accessToken: string | undefined;
let template: TemplateRow;

beforeAll(async () => {
  // No fast path: generation answers queued memes, and the client polls them as the Generate page does.
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 0 });
  const ctx = { db: t.database.db, storage: t.storage };
  for (const [index, topic] of ['cats at work', 'office coffee', 'monday meetings', 'pizza night'].entries()) {
    const { template: row } = await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), {
      title: `${topic} reaction ${index}`,
      description: `A reaction image about ${topic}`,
      keywords: topic.split(' '),
      levels: [1, 2, 3, 4, 5],
    });
    template ??= row;
  }
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  api = createClient<paths>({ baseUrl });
  api.use({
    onRequest({ request }) {
      if (accessToken) request.headers.set('authorization', `Bearer ${accessToken}`);
      return request;
    },
  });
}, 120_000);
afterAll(() => t?.close());

const EMAIL = 'openapi-client@example.com';

describe('a client generated from the OpenAPI document', () => {
  it('signs up, verifies the address from the e-mail, and is signed in', async () => {
    const signUp = await api.POST('/users/api/dj-rest-auth/registration/', {
      body: { name: 'Ada Lovelace', email: EMAIL, password1: 'Tangerine#Rocket42' },
    });
    expect(signUp.response.status, JSON.stringify(signUp.error)).toBe(201);

    const key = t.mailer.linkTo(EMAIL).searchParams.get('key')!;
    const verified = await api.POST('/users/api/dj-rest-auth/registration/verify-email/', { body: { key } });
    expect(verified.error).toBeUndefined();
    accessToken = verified.data!.access;

    const user = await api.GET('/users/api/dj-rest-auth/user');
    expect(user.data).toMatchObject({ email: EMAIL, name: 'Ada Lovelace' });
  });

  it('generates four image memes and polls their jobs until they are finished', async () => {
    const generated = await api.POST('/memes/generate/', {
      body: { description: 'cats at work', mediaType: 'images', unhingedLevel: 1 },
    });
    expect(generated.error).toBeUndefined();
    const memes = generated.data!.memes;
    expect(memes).toHaveLength(4);

    let polls = 0;
    for (const meme of memes) {
      const deadline = Date.now() + 60_000;
      let status = meme.status;
      while (status !== 'finished' && status !== 'failed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const polled = await api.GET('/memes/background/job_status/', {
          params: { query: { job_id: meme.jobInfo!.jobId } },
        });
        expect(polled.error).toBeUndefined();
        polls += 1;
        status = polled.data!.status;
        if (status === 'finished') expect(polled.data!.result?.fileUrl).toBeTruthy();
      }
      expect(status).toBe('finished');
    }
    expect(polls).toBeGreaterThan(0);
  }, 90_000);

  it('reads the plans and its package, and buys a plan through the built-in provider’s checkout', async () => {
    const plans = await api.GET('/billing/plans/');
    expect(plans.data!.provider).toBe('local');
    expect(plans.data!.plans.map((plan) => plan.plan_key)).toContain('pro');

    const before = await api.GET('/billing/current-package/me/');
    expect(before.data).toEqual({ subscribedPackagePlan: 'free', subscribedPackageBillingCycle: null, credits: '26' });

    const checkout = await api.GET('/billing/checkout-session/create/', {
      params: { query: { plan_key: 'pro', billing_cycle: 'month' } },
    });
    expect(checkout.error).toBeUndefined();
    const { sessionId } = checkout.data!;

    const paid = await api.POST('/billing/local-checkout/{sessionId}/', {
      params: { path: { sessionId } },
      body: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' },
      bodySerializer: (fields) => new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.response.status).toBe(303);
    expect(paid.response.headers.get('location')).toContain(`session_id=${sessionId}`);

    const confirmed = await api.GET('/billing/checkout-session/success/', {
      params: { query: { session_id: sessionId } },
    });
    expect(confirmed.error).toBeUndefined();
    expect(confirmed.data!.message).toMatch(/successful/i);

    const after = await api.GET('/billing/current-package/me/');
    expect(after.data).toMatchObject({ subscribedPackagePlan: 'pro', subscribedPackageBillingCycle: 'month' });
  });

  it('searches the library, saves a meme on a template from the editor, and finds it in My Memes', async () => {
    const library = await api.GET('/library/templates/', { params: { query: { search: 'cats' } } });
    expect(library.error).toBeUndefined();
    expect(library.data!.results.map((item) => item.id)).toContain(template.id);

    const rendering = new Blob([new Uint8Array(await makeImage(400, 300))], { type: 'image/png' });
    const saved = await api.POST('/memes/save/', {
      body: { templateId: template.id, text: 'When the cat reviews your code', file: rendering },
      bodySerializer: (fields) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) {
          if (value instanceof Blob) form.append(name, value, `${name}.png`);
          else if (value !== undefined && value !== null) form.append(name, String(value));
        }
        return form;
      },
    });
    expect(saved.error).toBeUndefined();
    const meme = saved.data!.meme;
    expect(meme.tagline).toBe('When the cat reviews your code');

    const mine = await api.GET('/memes/user/');
    expect(mine.error).toBeUndefined();
    expect(mine.data!.results.map((item) => item.memeId)).toContain(meme.memeId);
    expect(mine.data!.count).toBe(5);
  });

  it('reads a refusal as the documented error body', async () => {
    const refused = await api.POST('/memes/generate/', { body: { description: '' } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toEqual({ description: [expect.any(String)] });
    const signedOut = createClient<paths>({ baseUrl });
    const anonymous = await signedOut.GET('/billing/current-package/me/');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toEqual({ detail: expect.any(String) });
  });
});
