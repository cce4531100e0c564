import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import { createApiClient } from './client';
import { createSessionRefresher } from '../features/session/refresh';
import { fakeServer } from '../test-support/fake-server';

const REFRESH = `POST ${ENDPOINTS.tokenRefresh}`;

function setup() {
  const server = fakeServer();
  const onUnauthorized = vi.fn();
  const request = createApiClient({
    fetch: server.fetch,
    onUnauthorized,
    refreshSession: createSessionRefresher(server.fetch),
  });
  return { server, onUnauthorized, request };
}

describe('api client: a 401 renews the session once before ending it', () => {
  it('renews silently and retries the request once', async () => {
    const { server, onUnauthorized, request } = setup();
    server.on('GET /me', { status: 401, body: { detail: 'expired' } }, { status: 200, body: { id: 1 } });
    server.on(REFRESH, { status: 200, body: { access: 'a2', refresh: 'r2' } });

    await expect(request('/me')).resolves.toEqual({ id: 1 });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /me', REFRESH, 'GET /me']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('retries a write with the same body', async () => {
    const { server, request } = setup();
    server.on('POST /save', { status: 401 }, { status: 201, body: {} });
    server.on(REFRESH, { status: 200, body: {} });
    await request('/save', { json: { title: 'Drake' } });
    expect(server.calls('POST /save').map((r) => r.body)).toEqual([{ title: 'Drake' }, { title: 'Drake' }]);
  });

  it('ends the session when the renewal is refused', async () => {
    const { server, onUnauthorized, request } = setup();
    server.on('GET /me', { status: 401, body: { detail: 'expired' } });
    server.on(REFRESH, { status: 401, body: { detail: 'Token is invalid or expired' } });

    await expect(request('/me')).rejects.toMatchObject({ status: 401, message: 'expired' });
    expect(server.calls('GET /me')).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('ends the session when the retried request is refused again, without a second renewal', async () => {
    const { server, onUnauthorized, request } = setup();
    server.on('GET /me', { status: 401, body: { detail: 'no' } });
    server.on(REFRESH, { status: 200, body: {} });

    await expect(request('/me')).rejects.toMatchObject({ status: 401 });
    expect(server.calls('GET /me')).toHaveLength(2);
    expect(server.calls(REFRESH)).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('shares one renewal between requests refused at the same time', async () => {
    const { server, onUnauthorized, request } = setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = server.fetch.getMockImplementation()!;
    // The renewal's answer is held back until every request has been refused.
    server.fetch.mockImplementation(async (input, init) => {
      const response = await fetch(input, init);
      if (String(input) === ENDPOINTS.tokenRefresh) await held;
      return response;
    });
    server.on('GET /a', { status: 401 }, { status: 200, body: { a: 1 } });
    server.on('GET /b', { status: 401 }, { status: 200, body: { b: 2 } });
    server.on('GET /c', { status: 401 }, { status: 200, body: { c: 3 } });
    server.on(REFRESH, { status: 200, body: {} });

    const all = Promise.all([request('/a'), request('/b'), request('/c')]);
    await vi.waitFor(() => expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await expect(all).resolves.toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
    expect(server.calls(REFRESH)).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a network failure during the renewal', async () => {
    const { server, onUnauthorized, request } = setup();
    server.on('GET /me', { status: 401 });
    server.on(REFRESH, { status: 0, networkError: true });
    await expect(request('/me')).rejects.toBeInstanceOf(TypeError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('takes a 401 to an anonymous call (sign-in, sign-up…) as an answer', async () => {
    const { server, onUnauthorized, request } = setup();
    server.on(`POST ${ENDPOINTS.login}`, { status: 401, body: { detail: 'nope' } });
    await expect(request(ENDPOINTS.login, { json: {}, anonymous: true })).rejects.toMatchObject({
      status: 401,
      message: 'nope',
    });
    expect(server.calls(REFRESH)).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
