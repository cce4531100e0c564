/**
 * What the fuzzer (every-operation.test.ts) found, each pinned by the request that showed it, so
 * that it stays fixed whatever cases a seed happens to draw (decision 046).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../test-support';
import { makeImage } from '../test-support/media';
import { multipart } from '../modules/editor/editor-test-support';

let t: TestApp;
let user: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  user = await bearerFor(t, await createTestUser(t.database, { plan: 'pro', billingCycle: 'month' }));
  admin = await bearerFor(t, await createTestUser(t.database, { isSuperuser: true }));
});
afterAll(() => t?.close());

describe('a multipart form busboy cannot read', () => {
  const forms = [
    { url: ENDPOINTS.saveMeme, file: 'file', as: () => user },
    { url: ENDPOINTS.processUploadedVideo, file: 'video_file', as: () => user },
    { url: ENDPOINTS.libraryTemplates, file: 'file', as: () => admin },
  ];

  it('cut short is a 400 in the product’s words, not a 500', async () => {
    for (const { url, file, as } of forms) {
      const body = await multipart({ [file]: { name: 'a.png', data: await makeImage(80, 80), type: 'image/png' } });
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...as(), 'content-type': body.contentType },
        payload: body.payload.subarray(0, body.payload.length - 40),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ detail: MESSAGES.malformedForm });
    }
  });

  it('under a boundary it does not use is a 400, not a 500', async () => {
    for (const { url, file, as } of forms) {
      const body = await multipart({ [file]: { name: 'a.png', data: await makeImage(80, 80), type: 'image/png' } });
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...as(), 'content-type': 'multipart/form-data; boundary=other' },
        payload: body.payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ detail: MESSAGES.malformedForm });
    }
  });
});

describe('a path parameter longer than the router matches', () => {
  it('is a 400 in the API’s shape, not Fastify’s undocumented 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/memes/item/${'x'.repeat(5_000)}/`, headers: user });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.invalidUrl });
  });
});

describe('validation messages', () => {
  it('say a missing field is required, not that it was "received undefined"', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.checkoutSessionSuccess, headers: user });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ session_id: [MESSAGES.fieldRequired] });
  });

  it('say a number is expected, not that text was "received NaN"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/library/templates/abc/', headers: user });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ templateId: [MESSAGES.numberExpected] });

    // The editor's forms parse their fields themselves, in the same words.
    const form = await multipart({
      templateId: '-1',
      type: 'abc',
      file: { name: 'a.png', data: await makeImage(80, 80), type: 'image/png' },
    });
    const save = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.saveMeme,
      headers: { ...user, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toEqual({ type: [MESSAGES.numberExpected] });
  });
});

describe('the answers the document did not list', () => {
  it('documents the 404 of a receipt and of the test checkout, and the save form’s type as 1 or 2', async () => {
    const document = (await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    }>();
    expect(Object.keys(document.paths['/billing/receipts/{transactionId}/']!.get!.responses)).toContain('404');
    expect(Object.keys(document.paths['/billing/local-checkout/{sessionId}/']!.get!.responses)).toContain('404');
    expect(Object.keys(document.paths['/billing/local-checkout/{sessionId}/']!.post!.responses)).toContain('404');
    expect(JSON.stringify(document.components.schemas.SaveMemeFormInput!.properties.type)).toMatch(
      /"const":1|"enum":\[1/,
    );

    const receipt = await t.app.inject({ method: 'GET', url: '/billing/receipts/999999/', headers: user });
    expect(receipt.statusCode).toBe(404);
    const checkout = await t.app.inject({ method: 'GET', url: '/billing/local-checkout/no-such-session/' });
    expect(checkout.statusCode).toBe(404);
  });
});
