import './zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { APP_STATE_ELEMENT_ID } from '@memeforge/contract';
import { App } from './App';
import { AppProviders, createQueryClient } from './AppProviders';
import { connectSession } from './api';
import { endSession } from './features/session/end-session';
import { refreshSession } from './features/session/refresh';
import { publicPageFor } from './routes/pages';
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

// Public pages arrive rendered by the server and hydrate, once the page's own chunk is here (the
// server named it in a module preload) so that the first render matches the server's markup; the
// dashboard (and the Vite dev server, whose root holds only a placeholder comment) renders here.
if (container.firstElementChild) {
  void publicPageFor(window.location.pathname)
    .preload()
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
