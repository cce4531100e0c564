/**
 * The load benchmark's peer: a Fastify hello-world route in its own process, as the product's
 * server runs in its own, so both are measured through the same load generator on the same
 * machine. Prints its port on stdout once it listens. `/bytes/<n>` answers n bytes made once: the
 * floor for a page of that size on the wire, where the bytes (through the loopback and the load
 * generator) cost more than making the answer.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
const bodies = new Map<number, Buffer>();
app.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 10_000_000);
  let body = bodies.get(size);
  if (!body) {
    body = randomBytes(size);
    bodies.set(size, body);
  }
  return reply.type('application/octet-stream').send(body);
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`${address.port}\n`);
