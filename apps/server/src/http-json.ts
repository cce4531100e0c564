import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised (and was checked against the route's response schema when
 * it was made), so Fastify neither validates nor stringifies it again. A string with a JSON content
 * type goes out as it is.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}
