import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { grantCredits } from '../credits/ledger-store';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/metrics', () => {
  it('answers a superuser in Prometheus text, and no one for being on this machine', async () => {
    const local = await t.app.inject({ method: 'GET', url: ENDPOINTS.metrics, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(404);
    const admin = await bearerFor(t, await createTestUser(t.database, { isSuperuser: true }));
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.metrics, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('caption_writer_fallbacks_total');
    expect(response.body).toContain('captions_written_total{writer="offline"} 0');
  });

  it('is not there for other addresses, or for a request a local proxy relayed', async () => {
    const remote = await t.app.inject({ method: 'GET', url: ENDPOINTS.metrics, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const relayed = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.metrics,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.statusCode).toBe(404);
    const signedIn = await bearerFor(t, await createTestUser(t.database));
    const user = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.metrics,
      remoteAddress: '203.0.113.9',
      headers: signedIn,
    });
    expect(user.statusCode).toBe(404);
  });

  it('answers a superuser from anywhere', async () => {
    const admin = await bearerFor(t, await createTestUser(t.database, { isSuperuser: true }));
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.metrics,
      remoteAddress: '203.0.113.9',
      headers: { ...admin, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('what an operator scales by', () => {
  async function scrape(): Promise<string> {
    const admin = await bearerFor(t, await createTestUser(t.database, { isSuperuser: true }));
    return (await t.app.inject({ method: 'GET', url: ENDPOINTS.metrics, headers: admin })).body;
  }

  it('times requests by route pattern and status, never by the ids in the path', async () => {
    await t.app.inject({ method: 'GET', url: ENDPOINTS.health });
    await t.app.inject({ method: 'GET', url: ENDPOINTS.meme('0b6bd9a1-6d2b-4a7e-9d8a-2f4b7f0c9e11') });
    await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    const body = await scrape();
    expect(body).toMatch(/http_request_seconds_count\{method="GET",route="\/api\/health\/?",status="200"\} [1-9]/);
    expect(body).toContain(`route="${ENDPOINTS.memeItemPattern}",status="401"`);
    expect(body).not.toContain('0b6bd9a1');
    expect(body).toMatch(/http_request_seconds_count\{method="GET",route="unmatched",status="404"\} [1-9]/);
  });

  it('reports the waiting jobs by queue and the credit ledger’s totals, read from the database', async () => {
    const user = await createTestUser(t.database);
    await grantCredits(t.database.db, user.id, 7, 'metrics test');
    const body = await scrape();
    expect(body).toMatch(/jobs_waiting\{queue="generation.render-video"\} \d+/);
    const granted = /credit_ledger_credits\{kind="grant",direction="granted"\} (\d+)/.exec(body);
    expect(Number(granted?.[1])).toBeGreaterThanOrEqual(7);
  });

  it('counts billing webhooks by outcome, a forged one as refused', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.billingWebhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ id: 'evt_x', type: 'invoice.paid' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(await scrape()).toMatch(/billing_webhooks_total\{type="unknown",outcome="refused"\} [1-9]/);
  });
});
