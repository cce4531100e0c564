/**
 * The guide's part for AI assistants: the MCP server over Streamable HTTP at `/mcp` and over stdio
 * from the command line, its tools, and a client's configuration for each.
 */
import { API_KEY_PREFIX } from '@memeforge/contract';
import { Code, CodeBlock } from './code-block';
import { GuideSection } from './guide-section';
import { useSiteOrigin } from './site-origin';

/** Where the MCP server answers over Streamable HTTP. */
export const MCP_PATH = '/mcp';

const MCP_TOOLS = [
  { name: 'generate_memes', does: 'makes a batch of memes about a topic and waits for them (one credit a meme)' },
  { name: 'search_templates', does: 'searches the template library' },
  {
    name: 'caption_template',
    does: 'makes one meme on a template you chose, with an AI caption (a credit, paid plans)',
  },
  {
    name: 'edit_meme',
    does: 'changes a meme with Edit With AI and saves the result as a new meme (a credit, paid plans)',
  },
  { name: 'get_meme', does: 'reads one of your memes: its status, caption and links' },
  { name: 'list_my_memes', does: 'lists your memes, newest first' },
] as const;

const KEY = `${API_KEY_PREFIX}…`;

export function McpGuide() {
  const origin = useSiteOrigin();
  // Written out rather than JSON.stringify'd: the arguments stay on one line, as people write them.
  const httpConfig = `{
  "mcpServers": {
    "memeforge": {
      "url": "${origin}${MCP_PATH}",
      "headers": { "Authorization": "Bearer ${KEY}" }
    }
  }
}`;
  const stdioConfig = `{
  "mcpServers": {
    "memeforge": {
      "command": "npm",
      "args": ["--silent", "--prefix", "/path/to/memeforge", "run", "cli", "--", "mcp", "--url", "${origin}"],
      "env": { "MEMEFORGE_API_KEY": "${KEY}" }
    }
  }
}`;
  return (
    <GuideSection id="mcp" title="AI assistants (MCP)">
      <p>
        Assistants that speak the Model Context Protocol can make and edit memes for you with the same key, credits and
        limits as the API. Give the key only the scopes the assistant needs.
      </p>
      <ul>
        <li>
          <strong>Over HTTP</strong>: the MCP server answers on Streamable HTTP at <Code>{`${origin}${MCP_PATH}`}</Code>
          ; send the key as <Code>{`Authorization: Bearer ${KEY}`}</Code>.
        </li>
        <li>
          <strong>Over stdio</strong>: from a copy of MemeForge, run <Code>{`npm run cli -- mcp --url ${origin}`}</Code>{' '}
          with the key in the <Code>MEMEFORGE_API_KEY</Code> environment variable. Add npm&apos;s <Code>--silent</Code>{' '}
          when a client starts it, so only the protocol&apos;s messages reach its output.
        </li>
      </ul>
      <p>Its tools:</p>
      <ul>
        {MCP_TOOLS.map((tool) => (
          <li key={tool.name}>
            <Code>{tool.name}</Code> {tool.does}
          </li>
        ))}
      </ul>
      <p>A client&apos;s configuration, for the HTTP server:</p>
      <CodeBlock label="MCP client configuration over HTTP">{httpConfig}</CodeBlock>
      <p>Or to start it over stdio:</p>
      <CodeBlock label="MCP client configuration over stdio">{stdioConfig}</CodeBlock>
    </GuideSection>
  );
}
