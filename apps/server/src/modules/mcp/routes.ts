/**
 * `/mcp`: the MCP server over Streamable HTTP, stateless (decision 053). Each POST gets a fresh
 * server and transport whose tools call our own API in process (`app.inject`) with the caller's
 * Authorization header, so an assistant is held to every rule the REST API applies. Only a Bearer
 * token or API key is taken (no cookie): none, or a refused one, is a 401 with `WWW-Authenticate`.
 * Stateless, there is no stream to open (GET) or session to end (DELETE): both are 405.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  JsonRpcErrorResponseSchema,
  MCP_MESSAGES,
  McpMessageSchema,
} from '@memeforge/contract';
import type { ModuleRoutes } from '../../wiring/module-routes';
import { answerBody, encodeBody, pathWithQuery, retryAfterSeconds, type ApiClient } from './api-client';
import { buildMcpServer } from './mcp-server';

const BEARER = /^Bearer\s+\S+/i;

/** Our API as the caller would reach it over HTTP, in process: same routes, same checks, same answers. */
function injectApiClient(app: FastifyInstance, request: FastifyRequest): ApiClient {
  const authorization = request.headers.authorization!;
  return {
    async request(call) {
      const { contentType, payload } = encodeBody(call.body);
      const answer = await app.inject({
        method: call.method,
        url: pathWithQuery(call.path, call.query),
        headers: {
          accept: 'application/json',
          authorization,
          'x-request-id': request.id,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        ...(payload ? { payload } : {}),
        remoteAddress: request.ip,
      });
      return {
        status: answer.statusCode,
        body: answerBody(answer.body),
        retryAfter: retryAfterSeconds(answer.headers['retry-after']),
      };
    },
  };
}

/**
 * The door checks who is calling, not what they may do: each tool's API calls are checked one by
 * one (an API key's scopes included; `/mcp` itself takes any key, modules/api-keys/scopes.ts).
 * Only a Bearer header opens it, never the web app's cookie.
 */
async function requireBearer(request: FastifyRequest, reply: FastifyReply) {
  const bearer = BEARER.test(request.headers.authorization ?? '');
  if (bearer && request.auth) return;
  return reply
    .code(401)
    .header('www-authenticate', bearer ? 'Bearer error="invalid_token"' : 'Bearer')
    .send({
      detail: bearer
        ? MCP_MESSAGES.bearerRefused(request.authError ?? 'The token is not valid.')
        : MCP_MESSAGES.bearerRequired,
    });
}

const methodNotAllowed = { jsonrpc: '2.0', error: { code: -32000, message: MCP_MESSAGES.methodNotAllowed }, id: null };

export const mcpRoutes: ModuleRoutes = async (app, { services }) => {
  app.post(
    ENDPOINTS.mcp,
    {
      preHandler: requireBearer,
      schema: {
        tags: ['mcp'],
        summary: 'The MCP server for AI assistants (Model Context Protocol, Streamable HTTP, stateless)',
        description:
          'One JSON-RPC 2.0 message of the Model Context Protocol per POST (initialize, tools/list, tools/call, …), ' +
          'answered as a text/event-stream (progress notifications, then the response). Send ' +
          '`Accept: application/json, text/event-stream` and an API key (or access token) as a Bearer header; ' +
          'the tools call this API with it, so its scopes, credits and limits apply. Point an MCP client at ' +
          'this URL, or run `npm run -s cli -- mcp --url <site>` for stdio.',
        // Any API key, whatever its scopes: each tool's calls are checked against them.
        security: [{ apiKey: [] }, { bearer: [] }],
        body: McpMessageSchema,
        response: {
          400: ErrorResponseSchema.or(JsonRpcErrorResponseSchema).describe(
            'Not one JSON-RPC 2.0 message of MCP: `{field: [messages]}`, or the transport’s JSON-RPC error',
          ),
          401: DetailErrorSchema.describe(
            'No Bearer token or API key, or a refused one (with a `WWW-Authenticate: Bearer` header)',
          ),
          406: JsonRpcErrorResponseSchema.describe('The Accept header lacks application/json and text/event-stream'),
        },
      },
    },
    async (request, reply) => {
      const server = buildMcpServer({ api: injectApiClient(app, request), site: services.publicUrl });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      } catch (error) {
        request.log.error({ err: error }, 'an MCP request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json' });
          reply.raw.end(
            JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null }),
          );
        }
      }
    },
  );
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: ENDPOINTS.mcp,
      schema: { hide: true },
      handler: async (_request, reply) => reply.code(405).header('allow', 'POST').send(methodNotAllowed),
    });
  }
};
