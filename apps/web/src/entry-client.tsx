import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from './App';
import { AppProviders, createQueryClient } from './AppProviders';
import './styles.css';

declare global {
  interface Window {
    __APP_STATE__?: DehydratedState | null;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

const app = (
  <StrictMode>
    <AppProviders client={createQueryClient()} state={window.__APP_STATE__ ?? null}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Public pages arrive rendered by the server and hydrate; the dashboard (and the Vite dev server,
// whose root holds only a placeholder comment) renders here.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
