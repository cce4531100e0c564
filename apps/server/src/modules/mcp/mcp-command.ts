/**
 * `mcp`: the MCP server on stdin/stdout for an assistant on this machine (decision 053). It opens
 * no database and reads no settings: it talks to a running MemeForge over HTTP (`--url`) with the
 * person's API key (`MEMEFORGE_API_KEY`, or `--key`). stdout carries MCP's JSON-RPC and nothing
 * else, so what it has to say goes to stderr. Run it as `npm run -s cli -- mcp` (npm's own banner
 * would otherwise go to stdout) or `npx tsx apps/server/src/main.ts mcp`.
 */
import type { Command } from 'commander';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { httpApiClient } from './http-api-client';
import { buildMcpServer } from './mcp-server';

export const MCP_KEY_ENV = 'MEMEFORGE_API_KEY';
export const MCP_DEFAULT_URL = 'http://localhost:3000';

export class McpCommandError extends Error {}

function siteOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new McpCommandError(`--url ${url} is not a URL; give the site's address, e.g. ${MCP_DEFAULT_URL}.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new McpCommandError(`--url must be an http or https address, not ${parsed.protocol}`);
  }
  return parsed.origin;
}

export async function runStdioMcp(options: { url: string; key?: string }): Promise<void> {
  const site = siteOf(options.url);
  const key = options.key ?? process.env[MCP_KEY_ENV];
  if (!key) {
    throw new McpCommandError(
      `Set ${MCP_KEY_ENV} to your MemeForge API key (make one in your profile at ${site}/dashboard/profile), or pass --key.`,
    );
  }
  const server = buildMcpServer({ api: httpApiClient(site, key), site });
  const transport = new StdioServerTransport();
  // The client closing stdin ends the server, and with it the process.
  process.stdin.once('end', () => void server.close());
  await server.connect(transport);
  console.error(`MemeForge MCP server on stdio, for ${site}`);
}

export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description(
      `the MCP server for AI assistants on stdio, talking to a running MemeForge; the API key comes from ${MCP_KEY_ENV} or --key`,
    )
    .option('--url <site>', 'the MemeForge site to talk to', MCP_DEFAULT_URL)
    .option('--key <key>', `the API key (prefer ${MCP_KEY_ENV}: a flag shows in the process list)`)
    .allowExcessArguments(false)
    .action(runStdioMcp);
}
