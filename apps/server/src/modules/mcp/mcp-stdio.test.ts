/**
 * The MCP server on stdio (`mcp` on the command line), spawned by the SDK's own client as an
 * assistant would, against the real app listening on 127.0.0.1: it lists the tools and generates
 * a batch over HTTP with the person's API key, writing nothing but JSON-RPC to stdout; without a
 * key it stops at once, saying on stderr what to set.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ENDPOINTS, type ApiKeyCreated } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { ingestTopicImages } from '../../test-support/templates';
import type { McpMeme } from './meme-output';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
/** The command line as `npx tsx apps/server/src/main.ts` runs it, without npx's own start-up. */
const CLI = ['--import', 'tsx', 'apps/server/src/main.ts', 'mcp'];

let t: TestApp;
let origin: string;
let key: string;
let client: Client | undefined;

beforeAll(async () => {
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 0 });
  const ctx = { db: t.database.db, storage: t.storage };
  await ingestTopicImages(ctx, ['office coffee', 'cats at work', 'monday meetings', 'pizza night']);
  const user = await createTestUser(t.database, { credits: 10 });
  const response = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.apiKeys,
    headers: await bearerFor(t, user),
    payload: { name: 'Desktop assistant', scopes: ['read', 'generate'] },
  });
  key = response.json<ApiKeyCreated>().key;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await client?.close();
  await t?.close();
});

describe('mcp on stdio', () => {
  it('lists the tools and generates a batch through the site, stdout carrying JSON-RPC only', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [...CLI, '--url', origin],
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', MEMEFORGE_API_KEY: key },
      stderr: 'pipe',
    });
    const stdoutProblems: Error[] = [];
    transport.onerror = (error) => stdoutProblems.push(error);
    client = new Client({ name: 'memeforge-stdio-test', version: '1.0.0' });
    await client.connect(transport, { timeout: 30_000 });
    transport.onerror = (error) => stdoutProblems.push(error);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('generate_memes');
    expect(tools).toHaveLength(6);

    const result = (await client.callTool(
      { name: 'generate_memes', arguments: { topic: 'monday meetings', media_type: 'image', unhinged_level: 2 } },
      undefined,
      { timeout: 30_000 },
    )) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const { memes, credits_left } = result.structuredContent as { memes: McpMeme[]; credits_left: number };
    expect(credits_left).toBe(6);
    expect(memes).toHaveLength(4);
    for (const meme of memes) {
      expect(meme.status).toBe('finished');
      expect(meme.alt_text).toMatch(/^Meme: /);
      // Absolute on the site the command was pointed at.
      expect(meme.url).toMatch(new RegExp(`^${origin}/media/`));
      expect((await fetch(meme.url!, { signal: AbortSignal.timeout(10_000) })).status).toBe(200);
    }
    expect(stdoutProblems).toEqual([]);
  }, 60_000);

  it('stops at once without a key, saying on stderr which setting to give', async () => {
    const run = promisify(execFile)(process.execPath, [...CLI, '--url', origin], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      timeout: 30_000,
    });
    const failure = (await run.then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stdout: string; stderr: string } | null;
    expect(failure).not.toBeNull();
    expect(failure!.code).toBe(1);
    expect(failure!.stdout).toBe('');
    expect(failure!.stderr).toContain('Set MEMEFORGE_API_KEY to your MemeForge API key');
  }, 40_000);
});
