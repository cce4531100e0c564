import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import { buildTestApp, type TestApp } from '../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const POSTS = [
  ENDPOINTS.registration,
  ENDPOINTS.verifyEmail,
  ENDPOINTS.resendEmail,
  ENDPOINTS.login,
  ENDPOINTS.tokenRefresh,
  ENDPOINTS.passwordReset,
  ENDPOINTS.passwordResetConfirm,
  ENDPOINTS.newsletterSubscribe,
  ENDPOINTS.socialAuthGoogle,
];
const BODIES = ['', 'null', '[]', '"text"', '{"email":5,"password":[1],"key":{}}', '{not json', '{"key":"\\u0000"}'];

describe('account endpoints on bad input', () => {
  it('answer a 4xx JSON error, never a 500', async () => {
    for (const url of POSTS) {
      for (const payload of BODIES) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} with ${payload || '(empty)'}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} with ${payload || '(empty)'}`).toBeLessThan(500);
        expect(typeof response.json()).toBe('object');
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      }
    }
  });

  it('refuses text the database cannot store (a NUL byte) with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.registration,
      payload: { name: 'Nul\u0000Byte', email: 'nul-byte@example.com', password1: 'Tangerine#Rocket42' },
    });
    expect(response.statusCode).toBe(400);
  });
});
