import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AccessDeniedError, ApiError, createApiClient } from './client';

function respond(status: number, body?: unknown, type = 'application/json') {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'content-type': type },
      }),
  );
}

describe('api client', () => {
  it('sends JSON with the Bearer token and parses the answer with the schema', async () => {
    const fetch = respond(200, { id: 3 });
    const request = createApiClient({ fetch, getAccessToken: () => 'tok' });
    const result = await request('/x', { json: { a: 1 }, schema: z.object({ id: z.number() }) });
    expect(result).toEqual({ id: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/x');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends forms as multipart without a JSON content type', async () => {
    const fetch = respond(201, {});
    const form = new FormData();
    form.set('title', 'Drake');
    await createApiClient({ fetch })('/upload', { form });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });

  it('treats no content and non-JSON answers as an empty object', async () => {
    expect(await createApiClient({ fetch: respond(204) })('/a')).toEqual({});
    expect(await createApiClient({ fetch: respond(200, '<html>', 'text/html') })('/a')).toEqual({});
  });

  it('uses the first non-empty field value as the error message', async () => {
    const request = createApiClient({ fetch: respond(400, { name: [''], email: ['Invalid email', 'x'] }) });
    await expect(request('/a')).rejects.toMatchObject({ message: 'Invalid email', status: 400 });
  });

  it("falls back to 'Request Failed' when the error has no message", async () => {
    const request = createApiClient({ fetch: respond(500, 'oops', 'text/plain') });
    await expect(request('/a')).rejects.toBeInstanceOf(ApiError);
    await expect(request('/a')).rejects.toMatchObject({ message: 'Request Failed' });
  });

  it('ends the session on a 401 and types a 403 as access denied', async () => {
    const onUnauthorized = vi.fn();
    await expect(createApiClient({ fetch: respond(401, { detail: 'no' }), onUnauthorized })('/a')).rejects.toThrow(
      'no',
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await expect(createApiClient({ fetch: respond(403, { detail: 'Access denied.' }) })('/a')).rejects.toBeInstanceOf(
      AccessDeniedError,
    );
  });

  it('drops empty query values', async () => {
    const fetch = respond(200, {});
    await createApiClient({ fetch })('/t', { query: { search: '', page: 2, type: undefined } });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/t?page=2');
  });
});
