import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a URL that cannot be decoded', () => {
  it('is a 400 in the API error shape, on any path', async () => {
    for (const url of ['/media/memes/x/pl%E0%A4%A.png', '/api/health%ZZ', '/memes/template/%ED%A0%80']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ detail: 'This address is not valid.' });
    }
  });
});
