import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { sendSharedJson } from './http-json';
import * as compression from './plugins/compression';

vi.mock('./plugins/compression', async (importOriginal) => {
  const actual = await importOriginal<typeof compression>();
  return { ...actual, compressSync: vi.fn(actual.compressSync) };
});

const LIST = JSON.stringify({ results: Array.from({ length: 300 }, (_, id) => ({ id, name: `template ${id}` })) });

describe('shared JSON answers', () => {
  it('are compressed once per encoding and sent compressed to every client that accepts it', async () => {
    const app = Fastify();
    await app.register(compression.default);
    app.get('/list', (request, reply) => sendSharedJson(request, reply, LIST));
    try {
      const ask = (encoding?: string) =>
        app.inject({ method: 'GET', url: '/list', headers: encoding ? { 'accept-encoding': encoding } : {} });
      const answers = [await ask('gzip, deflate, br'), await ask('br'), await ask('gzip')];
      expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br', 'gzip']);
      expect(brotliDecompressSync(answers[1]!.rawPayload).toString()).toBe(LIST);
      expect(gunzipSync(answers[2]!.rawPayload).toString()).toBe(LIST);
      expect(answers[0]!.headers.vary).toMatch(/accept-encoding/i);
      expect(answers[0]!.headers['content-type']).toMatch(/^application\/json/);
      expect(vi.mocked(compression.compressSync)).toHaveBeenCalledTimes(2);
      const plain = await ask();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(LIST);
    } finally {
      await app.close();
    }
  });
});
