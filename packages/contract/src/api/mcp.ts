/**
 * The MCP server's HTTP door (issue 25, decision 053): `POST /mcp` takes one JSON-RPC 2.0 message
 * of the Model Context Protocol (Streamable HTTP transport, stateless) and answers its response as
 * a server-sent event stream. These schemas describe the envelope only; the MCP SDK checks the
 * messages themselves, and the tools' own arguments and results are listed by `tools/list`.
 */
import { z } from 'zod';

const JsonRpcIdSchema = z.union([z.string().max(200), z.number().int()]);

/** A JSON-RPC 2.0 message: a request (method and id), a notification (method only) or a response (id). */
export const McpMessageSchema = z
  .looseObject({
    jsonrpc: z.literal('2.0', { error: 'An MCP message is JSON-RPC 2.0: "jsonrpc": "2.0".' }),
    id: JsonRpcIdSchema.optional(),
    method: z.string().max(200).optional(),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'McpMessage', description: 'One JSON-RPC 2.0 message of the Model Context Protocol.' });
export type McpMessage = z.infer<typeof McpMessageSchema>;

/** A JSON-RPC error, as the MCP transport refuses a message it cannot take (wrong Accept, not JSON-RPC). */
export const JsonRpcErrorResponseSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
    id: JsonRpcIdSchema.nullable(),
  })
  .meta({ id: 'JsonRpcErrorResponse', description: 'A JSON-RPC 2.0 error answer of the MCP transport.' });
export type JsonRpcErrorResponse = z.infer<typeof JsonRpcErrorResponseSchema>;

/** Why /mcp refused a caller: it takes only `Authorization: Bearer` (an API key or an access token). */
export const MCP_MESSAGES = {
  bearerRequired:
    'The MemeForge MCP server needs an API key: send it as "Authorization: Bearer mf_…". Make a key in your profile.',
  bearerRefused: (detail: string) => `${detail} The MemeForge MCP server refused this Bearer token or API key.`,
  methodNotAllowed: 'Method not allowed: this MCP server is stateless; send JSON-RPC messages with POST.',
} as const;
