import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';

const TOKEN = 'scraper-token-that-is-long-enough-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

const metrics = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: ENDPOINTS.metrics, remoteAddress, headers });

describe('GET /api/metrics with METRICS_TOKEN', () => {
  it('answers a scraper sending the token, from any address', async () => {
    const response = await metrics('203.0.113.9', { authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('caption_writer_fallbacks_total');
  });

  it('is not there for a loopback request without the token: a local proxy makes every visitor loopback', async () => {
    expect((await metrics('127.0.0.1')).statusCode).toBe(404);
    expect((await metrics('::1')).statusCode).toBe(404);
    expect((await metrics('127.0.0.1', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    expect((await metrics('127.0.0.1', { authorization: 'Bearer short' })).statusCode).toBe(404);
  });

  it('still answers a superuser, and not an ordinary user', async () => {
    const admin = await bearerFor(t, await createTestUser(t.database, { isSuperuser: true }));
    expect((await metrics('203.0.113.9', admin)).statusCode).toBe(200);
    const user = await bearerFor(t, await createTestUser(t.database));
    expect((await metrics('203.0.113.9', user)).statusCode).toBe(404);
  });
});
