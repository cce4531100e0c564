import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { APP_STATE_ELEMENT_ID } from '@memeforge/contract';
import { App } from './App';
import { AppProviders, createQueryClient } from './AppProviders';
import { connectSession } from './api';
import { addEmojiFontAfterLoad } from './emoji-font';
import { endSession } from './features/session/end-session';
import { refreshSession } from './features/session/refresh';
import { pagesFor } from './page-chunks';
import './styles.css';

// Before anything can call the server: a 401 renews the session once, then ends it.
connectSession({ refreshSession, endSession: () => void endSession() });

/**
 * The server's dehydrated query cache, embedded as a JSON data block (not an inline script, which
 * the Content-Security-Policy refuses). Absent on the dashboard shell and the Vite dev server.
 */
function serverState(): DehydratedState | null {
  const text = document.getElementById(APP_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState | null) : null;
}

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

const app = (
  <StrictMode>
    <AppProviders client={createQueryClient()} state={serverState()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Public pages, and the dashboard's main pages signed in, arrive rendered by the server and hydrate
// once the page's own chunks are here (its layout's and its own, which the server listed for the
// boot script) so that the first render matches the server's markup; the rest of the dashboard (and
// the Vite dev server, whose root holds only a placeholder comment) renders here.
// The hydration is a transition, so React does it in slices and yields to the browser between them
// (a page of cards is a long task otherwise, on a slow phone several hundred milliseconds during
// which a tap waits; decision 048). What is tapped meanwhile is hydrated first and replayed.
if (container.firstElementChild) {
  void Promise.all(pagesFor(window.location.pathname).map((page) => page.preload())).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}

addEmojiFontAfterLoad();
