import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from './app';
import { parseTrustProxy } from './config';

/** The address the app's per-address rules would see, under a TRUST_PROXY setting. */
async function clientAddress(setting: string, remoteAddress: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(parseTrustProxy(setting)) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    method: 'GET',
    url: '/',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.body;
}

describe('client address behind proxies', () => {
  // The client wrote 198.51.100.1 itself; the load balancer appended the address it saw.
  const forged = '198.51.100.1, 203.0.113.7';

  it('with a hop count, is the address the nearest proxy saw, not one the client wrote', async () => {
    expect(await clientAddress('1', '10.0.0.5', forged)).toBe('203.0.113.7');
  });

  it('with proxy addresses, believes only those proxies', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.0.0.5', forged)).toBe('203.0.113.7');
    expect(await clientAddress('10.0.0.0/8', '192.0.2.50', forged)).toBe('192.0.2.50');
  });

  it('by default, is the connection address', async () => {
    expect(await clientAddress('false', '192.0.2.50', forged)).toBe('192.0.2.50');
  });
});
