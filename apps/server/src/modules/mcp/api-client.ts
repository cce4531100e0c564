/**
 * How the MCP tools reach MemeForge: through our own REST API, never around it, so every
 * permission, credit rule, plan limit and rate limit applies to an assistant exactly as to the web
 * app. Two clients implement it: `app.inject` with the caller's Authorization header inside the
 * server (`/mcp`, routes.ts) and `fetch` to a site with a key (`mcp` on the command line,
 * http-api-client.ts). A body is JSON or a multipart form, encoded here once for both.
 */
import { randomUUID } from 'node:crypto';

export interface MultipartFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export type ApiBody = { json: unknown } | { form: Record<string, string | MultipartFile> };

export interface ApiRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** An API path (`ENDPOINTS`), without the query. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: ApiBody;
}

export interface ApiAnswer {
  status: number;
  /** The answer's JSON, or its text when it is not JSON. */
  body: unknown;
  /** Seconds, from a 429's Retry-After. */
  retryAfter: number | null;
}

export interface ApiClient {
  request(request: ApiRequest): Promise<ApiAnswer>;
}

export function pathWithQuery(path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The body's bytes and content type, as both clients send them. */
export function encodeBody(body: ApiBody | undefined): { contentType?: string; payload?: Buffer } {
  if (!body) return {};
  if ('json' in body) return { contentType: 'application/json', payload: Buffer.from(JSON.stringify(body.json)) };
  const boundary = `----memeforge-mcp-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(body.form)) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
          `Content-Type: ${value.contentType}\r\n\r\n`;
    parts.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

/** An answer's body: its JSON when it parses, else its text. */
export function answerBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function retryAfterSeconds(header: string | string[] | number | null | undefined): number | null {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(value) && value > 0 ? value : null;
}
