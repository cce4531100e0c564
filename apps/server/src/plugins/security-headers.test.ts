import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { APP_STATE_ELEMENT_ID, ENDPOINTS } from '@memeforge/contract';
import { useAppOnFakeWebDist } from '../test-support/fake-web-dist';
import securityHeaders from './security-headers';

/** A stand-in for the built web app: the real page template's markers and a bundle with state. */
const testApp = useAppOnFakeWebDist({
  indexHtml:
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/entry.js"></script></body></html>',
  entryServer: `export async function render() {
       return { status: 200, head: '<title>Home</title>', html: '<main>Home</main>',
                state: { queries: [{ queryKey: ['me'], state: { data: { name: '</script><script>alert(1)</script>' } } }] } };
     }
     export function clientOnlyHead() { return '<title>Dashboard</title>'; }`,
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/media-src 'self' blob:/);
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // PUBLIC_URL is http in tests: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on API answers, errors and pages alike', async () => {
    for (const url of [ENDPOINTS.health, '/api/nope', '/', ENDPOINTS.user]) {
      const response = await testApp().app.inject({ method: 'GET', url });
      expectSecurityHeaders(response.headers);
    }
  });

  it('let other sites show media files', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: `${ENDPOINTS.media}nothing-here.png` });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await testApp().app.inject({ method: 'GET', url: ENDPOINTS.health });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('add HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const app = Fastify();
    await app.register(securityHeaders, { publicUrl: 'https://memes.example.com' });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });
});

describe('server-rendered page under the Content-Security-Policy', () => {
  it('carries its state in a JSON data block, and no inline script', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    for (const attributes of scripts) {
      // Every script either loads a file or is a non-executable data block.
      expect(attributes).toMatch(/\ssrc=|type="application\/(json|ld\+json)"/);
    }
    const block = new RegExp(`<script type="application/json" id="${APP_STATE_ELEMENT_ID}">(.*?)</script>`).exec(
      response.body,
    );
    expect(block).not.toBeNull();
    const state = JSON.parse(block![1]!) as { queries: { state: { data: { name: string } } }[] };
    expect(state.queries[0]!.state.data.name).toBe('</script><script>alert(1)</script>');
  });
});
