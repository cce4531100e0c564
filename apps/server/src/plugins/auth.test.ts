import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { MESSAGES } from '@memeforge/contract';
import { sessionCookieName } from '../auth/session-cookies';
import { TokenSigner } from '../auth/tokens';
import authPlugin from './auth';

const signer = new TokenSigner('k'.repeat(40));
/** Over https the access cookie carries the `__Host-` prefix. */
const ACCESS_COOKIE = sessionCookieName('https://memes.example', 'access');
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  await app.register(authPlugin, {
    signer,
    publicUrl: 'https://memes.example',
    accessTokenStillValid: async () => true,
    apiKeys: {
      looksLikeKey: (bearer) => bearer.startsWith('mf_'),
      authenticate: async (bearer, method, routeUrl) =>
        bearer === 'mf_good' && `${method} ${routeUrl}` !== 'POST /write'
          ? { ok: true, userId: 9, keyId: 3 }
          : { ok: false, status: bearer === 'mf_good' ? 403 : 401, detail: `refused ${method} ${routeUrl}` },
    },
  });
  app.post('/write', { preHandler: app.requireUser }, async (request) => ({ userId: request.auth?.userId }));
  app.get('/read', { preHandler: app.requireUser }, async (request) => ({ userId: request.auth?.userId }));
  app.get('/spend', { config: { changesState: true }, preHandler: app.requireUser }, async (request) => ({
    userId: request.auth?.userId,
  }));
  await app.ready();
  token = await signer.signAccess(7);
});
afterAll(() => app.close());

describe('cookie-authenticated writes', () => {
  it('are accepted from our own origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/write',
      cookies: { [ACCESS_COOKIE]: token },
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
        cookies: { [ACCESS_COOKIE]: token },
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

describe('API keys', () => {
  it('are asked about with the route’s method and pattern, and act for their owner', async () => {
    const response = await app.inject({ method: 'GET', url: '/read', headers: { authorization: 'Bearer mf_good' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 9 });
  });

  it('refused for the operation answer 403 with the reason; refused as keys, 401 with WWW-Authenticate', async () => {
    const forbidden = await app.inject({ method: 'POST', url: '/write', headers: { authorization: 'Bearer mf_good' } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: 'refused POST /write' });
    const unknown = await app.inject({ method: 'GET', url: '/read', headers: { authorization: 'Bearer mf_bad' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer');
    expect(unknown.json()).toEqual({ detail: 'refused GET /read' });
  });
});

describe('cookie-authenticated GETs', () => {
  const crossSite = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];

  it('that only read are answered from anywhere (reading is CORS business)', async () => {
    for (const headers of crossSite) {
      const response = await app.inject({ method: 'GET', url: '/read', cookies: { [ACCESS_COOKIE]: token }, headers });
      expect(response.statusCode).toBe(200);
    }
  });

  it('that change state are refused from another site, like a POST, and accepted from ours', async () => {
    for (const headers of crossSite) {
      const response = await app.inject({ method: 'GET', url: '/spend', cookies: { [ACCESS_COOKIE]: token }, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.crossSiteRequest });
    }
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}]) {
      const response = await app.inject({ method: 'GET', url: '/spend', cookies: { [ACCESS_COOKIE]: token }, headers });
      expect(response.statusCode).toBe(200);
    }
  });
});
