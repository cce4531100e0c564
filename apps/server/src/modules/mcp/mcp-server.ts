/**
 * The MCP server (issue 25, decision 053): the tools, defined once, on an API client. `/mcp`
 * builds one per request on `app.inject` (stateless Streamable HTTP), `mcp` on the command line
 * one per process on `fetch` (stdio).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { GENERATION_BATCH_SIZE, MEME_CREDIT_COST, PRODUCT_NAME } from '@memeforge/contract';
import { APP_VERSION } from '../../version';
import { registerGenerateTool } from './generate-tool';
import { registerMemeTools } from './meme-tools';
import { registerTemplateTools } from './template-tools';
import type { ToolContext } from './tool-context';

export const MCP_SERVER_NAME = 'memeforge';

const INSTRUCTIONS =
  `${PRODUCT_NAME} makes image and video memes. generate_memes writes a batch of ${GENERATION_BATCH_SIZE} from a ` +
  `topic (${MEME_CREDIT_COST} credit each); search_templates then caption_template makes one on a template you ` +
  'choose; edit_meme changes one with AI; get_meme and list_my_memes read the person’s memes. Every meme comes ' +
  'with its URL, alt text and caption: show the picture or link with its alt text. A tool error says what to ' +
  'do next (buy credits, upgrade, wait, fix an id); pass it on to the person.';

export function buildMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: APP_VERSION }, { instructions: INSTRUCTIONS });
  registerGenerateTool(server, ctx);
  registerTemplateTools(server, ctx);
  registerMemeTools(server, ctx);
  return server;
}
