/**
 * The load benchmark's peer: a Fastify hello-world route in its own process, as the product's
 * server runs in its own, so both are measured through the same load generator on the same
 * machine. Prints its port on stdout once it listens.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`${address.port}\n`);
