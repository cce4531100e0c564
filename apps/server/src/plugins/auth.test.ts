import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { COOKIES, MESSAGES } from '@memeforge/contract';
import { TokenSigner } from '../auth/tokens';
import authPlugin from './auth';

const signer = new TokenSigner('k'.repeat(40));
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  await app.register(authPlugin, {
    signer,
    publicUrl: 'https://memes.example',
    accessTokenStillValid: async () => true,
  });
  app.post('/write', { preHandler: app.requireUser }, async (request) => ({ userId: request.auth?.userId }));
  await app.ready();
  token = await signer.signAccess(7);
});
afterAll(() => app.close());

describe('cookie-authenticated writes', () => {
  it('are accepted from our own origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/write',
      cookies: { [COOKIES.access]: token },
      headers: { origin: 'https://memes.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 7 });
  });

  it('are refused from another site', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/write',
        cookies: { [COOKIES.access]: token },
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.crossSiteRequest });
    }
  });

  it('do not restrict Bearer tokens, which other sites cannot send on our behalf', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/write',
      headers: { authorization: `Bearer ${token}`, origin: 'https://tool.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
