/**
 * The MCP server over Streamable HTTP (`/mcp`), driven by the SDK's own client against the real
 * app listening on 127.0.0.1, with real queue workers, the offline caption writer and the real
 * renderers: the tools and their schemas, a batch generated and waited for (with progress), the
 * library, a template captioned, a meme read, listed and edited with AI, and the refusals: no key
 * or a bad one (401), no credits, a key without the scope, a meme that is not there.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ENDPOINTS, MCP_MESSAGES, type ApiKeyCreated, type ApiKeyScope } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, TEST_PUBLIC_URL, type TestApp } from '../../test-support';
import type { TemplateRow } from '../../db/schema';
import { ingestTopicImages } from '../../test-support/templates';
import type { McpMeme, McpTemplate } from './meme-output';

let t: TestApp;
let origin: string;
let office: TemplateRow;
const clients: Client[] = [];

beforeAll(async () => {
  // No fast path: the batch comes back queued, so the tool has to poll for it as the Generate page does.
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 0 });
  const ctx = { db: t.database.db, storage: t.storage };
  [office] = (await ingestTopicImages(ctx, [
    'office coffee',
    'cats at work',
    'monday meetings',
    'pizza night',
    'code review',
  ])) as [TemplateRow];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t?.close();
});

/** A signed-in person and an API key of theirs with these scopes, made through the keys' API. */
async function personWithKey(values: { credits: number; plan?: 'pro' | 'free' }, scopes: ApiKeyScope[]) {
  const user = await createTestUser(t.database, { plan: values.plan ?? 'pro', credits: values.credits });
  const session = await bearerFor(t, user);
  const response = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.apiKeys,
    headers: session,
    payload: { name: 'MCP test', scopes },
  });
  expect(response.statusCode).toBe(201);
  return { user, key: response.json<ApiKeyCreated>().key };
}

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'memeforge-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(ENDPOINTS.mcp, origin), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

/** The site's public URL (PUBLIC_URL) in a meme's links, swapped for the listening test server's. */
const onTestServer = (url: string) => url.replace(TEST_PUBLIC_URL, origin);

async function call(client: Client, name: string, args: Record<string, unknown>, progress?: number[]) {
  const result = (await client.callTool(
    { name, arguments: args },
    undefined,
    progress ? { onprogress: ({ progress: done }) => void progress.push(done), timeout: 30_000 } : { timeout: 30_000 },
  )) as CallToolResult;
  return result;
}

describe('/mcp (Streamable HTTP)', () => {
  let client: Client;
  let key: string;
  let generated: McpMeme[];

  beforeAll(async () => {
    ({ key } = await personWithKey({ credits: 30 }, ['read', 'generate', 'edit']));
    client = await connect(key);
  });

  it('lists the six tools, each with an input and an output schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'caption_template',
      'edit_meme',
      'generate_memes',
      'get_meme',
      'list_my_memes',
      'search_templates',
    ]);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    const generate = tools.find((tool) => tool.name === 'generate_memes')!;
    expect(generate.inputSchema.required).toEqual(['topic']);
    expect(generate.inputSchema.properties).toMatchObject({
      media_type: { enum: ['image', 'video', 'both'] },
      unhinged_level: { minimum: 1, maximum: 5 },
    });
    expect(Object.keys(generate.outputSchema!.properties!)).toEqual(['memes', 'credits_left', 'all_finished']);
  });

  it('generates a batch and waits for it, reporting progress, with URLs and alt text', async () => {
    const progress: number[] = [];
    const result = await call(
      client,
      'generate_memes',
      { topic: 'cats at work', media_type: 'image', unhinged_level: 1 },
      progress,
    );
    expect(result.isError, textOf(result)).toBeFalsy();
    const output = result.structuredContent as { memes: McpMeme[]; credits_left: number; all_finished: boolean };
    expect(output.credits_left).toBe(26);
    expect(output.all_finished).toBe(true);
    expect(output.memes).toHaveLength(4);
    for (const meme of output.memes) {
      expect(meme.status).toBe('finished');
      expect(meme.media_type).toBe('image');
      expect(meme.caption.toLowerCase()).toContain('cat');
      expect(meme.alt_text).toContain(`"${meme.caption.trim().replace(/\s+/g, ' ')}"`);
      expect(meme.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/media/`));
      expect(meme.download_url).toBe(`${TEST_PUBLIC_URL}/memes/item/${meme.id}/download/`);
      const file = await fetch(onTestServer(meme.url!));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
      expect(textOf(result)).toContain(meme.url!);
    }
    // The batch came back queued (no fast path): each meme's end was reported as it came.
    expect(progress.at(-1)).toBe(4);
    generated = output.memes;
  }, 30_000);

  it('reads a meme and lists the person’s memes', async () => {
    const one = await call(client, 'get_meme', { meme_id: generated[0]!.id });
    expect((one.structuredContent as { meme: McpMeme }).meme).toMatchObject({
      id: generated[0]!.id,
      status: 'finished',
      caption: generated[0]!.caption,
      alt_text: generated[0]!.alt_text,
    });
    const list = await call(client, 'list_my_memes', { page: 1 });
    const listed = list.structuredContent as { count: number; has_more: boolean; memes: McpMeme[] };
    expect(listed.count).toBe(4);
    expect(listed.has_more).toBe(false);
    expect(listed.memes.map((meme) => meme.id).sort()).toEqual(generated.map((meme) => meme.id).sort());
  });

  it('searches the library', async () => {
    const result = await call(client, 'search_templates', { query: 'office coffee', media_type: 'image' });
    const found = result.structuredContent as { count: number; templates: McpTemplate[] };
    expect(found.templates[0]).toMatchObject({ id: office.id, title: 'office coffee reaction', media_type: 'image' });
    expect(found.templates[0]!.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
    const videos = await call(client, 'search_templates', { media_type: 'video' });
    expect((videos.structuredContent as { count: number }).count).toBe(0);
  });

  it('captions a chosen template with the AI caption helper and saves the meme', async () => {
    const result = await call(client, 'caption_template', {
      template_id: office.id,
      topic: 'the coffee machine broke',
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const { meme, credits_left } = result.structuredContent as { meme: McpMeme; credits_left: number };
    expect(credits_left).toBe(25);
    expect(meme).toMatchObject({ status: 'finished', template_id: office.id, media_type: 'image' });
    expect(meme.caption.length).toBeGreaterThan(0);
    expect((await fetch(onTestServer(meme.url!))).status).toBe(200);
  }, 30_000);

  it('edits a meme with AI, saving the change as a new meme', async () => {
    const original = generated[1]!;
    const result = await call(client, 'edit_meme', { meme_id: original.id, instruction: 'Add emoji' });
    expect(result.isError, textOf(result)).toBeFalsy();
    const output = result.structuredContent as {
      meme: McpMeme;
      edited: boolean;
      original_meme_id: string;
      credits_left: number;
    };
    expect(output.edited).toBe(true);
    expect(output.original_meme_id).toBe(original.id);
    expect(output.credits_left).toBe(24);
    expect(output.meme.id).not.toBe(original.id);
    expect(output.meme.status).toBe('finished');
    expect(output.meme.caption).not.toBe(original.caption);
    expect(output.meme.url).not.toBeNull();
  }, 30_000);

  it('answers a meme that is not there with a tool error saying where ids come from', async () => {
    const result = await call(client, 'get_meme', { meme_id: randomUUID() });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      'Not found: Meme not found. Check the id: list_my_memes gives meme ids, search_templates template ids.',
    );
  });

  it('tells the assistant to buy credits when there are too few, spending nothing', async () => {
    const { key } = await personWithKey({ credits: 2, plan: 'free' }, ['read', 'generate']);
    const poor = await connect(key);
    const result = await call(poor, 'generate_memes', { topic: 'pizza night', media_type: 'image' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(
      `Not enough credits: Insufficient credits. Buy credits or upgrade the plan at ${TEST_PUBLIC_URL}/subscription, then try again.`,
    );
    const list = await call(poor, 'list_my_memes', {});
    expect((list.structuredContent as { count: number }).count).toBe(0);
  });

  it('passes on the API’s refusal of a key without the scope a tool needs', async () => {
    const { key } = await personWithKey({ credits: 30 }, ['read']);
    const reader = await connect(key);
    const result = await call(reader, 'generate_memes', { topic: 'pizza night', media_type: 'image' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Not allowed: .*"generate" scope/);
    const list = await call(reader, 'list_my_memes', {});
    expect(list.isError).toBeFalsy();
  });

  it('refuses a call without a key, or with a bad one, with 401 and WWW-Authenticate', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(new URL(ENDPOINTS.mcp, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(initialize),
        signal: AbortSignal.timeout(10_000),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await none.json()).toEqual({ detail: MCP_MESSAGES.bearerRequired });
    const bad = await post({ authorization: `Bearer mf_${'x'.repeat(40)}` });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await bad.json()) as { detail: string }).toMatchObject({ detail: expect.stringMatching(/refused/) });
    // The SDK's client gets the 401 too, with the words.
    const anonymous = new Client({ name: 'anonymous', version: '1.0.0' });
    await expect(
      anonymous.connect(new StreamableHTTPClientTransport(new URL(ENDPOINTS.mcp, origin))),
    ).rejects.toMatchObject({ code: 401, message: expect.stringContaining('needs an API key') });
    await anonymous.close();
  });

  it('answers any other message in MCP’s own terms: an unknown method, a notification, not JSON-RPC', async () => {
    const post = (body: unknown) =>
      fetch(new URL(ENDPOINTS.mcp, origin), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    const unknown = await post({ jsonrpc: '2.0', id: 7, method: 'memes/steal', params: {} });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('content-type')).toBe('text/event-stream');
    const [event] = (await unknown.text()).split('\n').filter((line) => line.startsWith('data: '));
    expect(JSON.parse(event!.slice('data: '.length))).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    });
    const notification = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notification.status).toBe(202);
    const notJsonRpc = await post({ hello: 'world' });
    expect(notJsonRpc.status).toBe(400);
    expect(await notJsonRpc.json()).toEqual({ jsonrpc: [expect.stringContaining('JSON-RPC 2.0')] });
  });

  it('answers 405 to GET and DELETE: stateless, there is no stream or session', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(new URL(ENDPOINTS.mcp, origin), { method, signal: AbortSignal.timeout(10_000) });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});
