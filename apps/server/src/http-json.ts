import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { COMPRESSION_THRESHOLD_BYTES, compressSync, negotiateEncoding } from './plugins/compression';

/**
 * Sends JSON that is already serialised (and was checked against the route's response schema when
 * it was made), so Fastify neither validates nor stringifies it again. A string with a JSON content
 * type goes out as it is.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * The compressed copies of shared answers, by their text. A lookup costs little: the text is the
 * very string a cache handed out, whose hash the engine keeps and which compares equal to itself
 * at once.
 */
const compressedCopies = new LRUCache<string, Map<'br' | 'gzip', Buffer>>({ max: 1_000 });

/**
 * Sends serialised JSON that many requests share (a library page, the same for every paid user; a
 * person's My Memes page while their memes stay as they were):
 * compressed once per encoding, the first time a client that accepts it asks, instead of once per
 * request; under load the compressing was half of the library list's cost. Answers made for one
 * request go through `sendJsonText` (or a plain return), whose compression is per request.
 */
export function sendSharedJson(request: FastifyRequest, reply: FastifyReply, json: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (json.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(json);
  reply.header('Vary', 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding || request.headers['x-no-compression'] !== undefined) return reply.send(json);
  let copies = compressedCopies.get(json);
  if (!copies) {
    copies = new Map();
    compressedCopies.set(json, copies);
  }
  let body = copies.get(encoding);
  if (!body) {
    body = compressSync(Buffer.from(json), encoding);
    copies.set(encoding, body);
  }
  return reply.header('Content-Encoding', encoding).send(body);
}
