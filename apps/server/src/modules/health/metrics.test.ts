import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';

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
