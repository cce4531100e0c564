import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { User } from '@memeforge/contract';
import { App } from './App';
import { AppProviders, createQueryClient } from './AppProviders';
import { sessionKeys } from './features/session/queries';
import { NOT_FOUND_META, headTags, metaFor } from './routes/meta';

export interface RenderInput {
  url: string;
  origin: string;
  user: User | null;
}

/** Renders a public page with the signed-in user (or null) already in the query cache. */
export async function render({ url, origin, user }: RenderInput) {
  const client = createQueryClient();
  client.setQueryData(sessionKeys.me, user);
  const html = renderToString(
    <StrictMode>
      <AppProviders client={client} state={null}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const pathname = new URL(url, origin).pathname;
  const meta = metaFor(pathname);
  return {
    status: meta ? 200 : 404,
    html,
    head: headTags(meta ?? NOT_FOUND_META, new URL(url, origin).href),
    state: dehydrate(client),
  };
}

export function clientOnlyHead(url: string, origin: string): string {
  const pathname = new URL(url, origin).pathname;
  return headTags(metaFor(pathname) ?? NOT_FOUND_META, new URL(url, origin).href);
}
