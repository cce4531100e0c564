/**
 * Public pages are rendered by the server and hydrated in the browser; any difference between the
 * two is a console error (which fails the test). The pages of the accounts issue read the URL,
 * router state and local storage, so each is rendered here with entry-server and hydrated like
 * entry-client does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, cleanup, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { ENDPOINTS, ROUTES, SIGNUP_MODAL_PATH, authDialogPath } from '@memeforge/contract';
import { App } from './App';
import { AppProviders, createQueryClient } from './AppProviders';
import { render as renderOnServer } from './entry-server';
import { STORED_USER_KEY } from './features/session/storage';
import { USER, fakeServer } from './test-support/fake-server';

let root: Root | null = null;
let container: HTMLElement | null = null;
/** What React could not hydrate (it then re-renders on the client and reports it here). */
let hydrationErrors: unknown[] = [];

beforeEach(() => {
  const server = fakeServer();
  server.on(`GET ${ENDPOINTS.authProviders}`, { status: 200, body: { google: { enabled: false, loginUrl: null } } });
  server.on(`POST ${ENDPOINTS.verifyEmail}`, { status: 400, body: { detail: 'Invalid or expired key' } });
  server.on(`POST ${ENDPOINTS.socialAuthGoogle}`, { status: 400, body: { detail: 'bad code' } });
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  hydrationErrors = [];
});
afterEach(() => {
  expect(hydrationErrors.map(String)).toEqual([]);
  act(() => root?.unmount());
  container?.remove();
  root = null;
  cleanup();
  vi.unstubAllGlobals();
});

async function serveAndHydrate(url: string, state: unknown = null) {
  const output = await renderOnServer({ url, origin: 'http://localhost', user: null });
  window.history.replaceState(state, '', url);
  container = document.createElement('div');
  container.innerHTML = output.html;
  document.body.appendChild(container);
  const state_ = JSON.parse(JSON.stringify(output.state)) as typeof output.state;
  await act(async () => {
    root = hydrateRoot(
      container!,
      <StrictMode>
        <AppProviders client={createQueryClient()} state={state_}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => hydrationErrors.push(error) },
    );
  });
  return output;
}

describe('server-rendered auth pages hydrate without a mismatch', () => {
  it.each([
    [ROUTES.login, 'Welcome Back'],
    [SIGNUP_MODAL_PATH, 'Create a Free Account'],
    [authDialogPath('reset', { uid: 'MQ', token: 't' }), 'Reset Your Password'],
  ])('%s: the page, then the dialog', async (url, title) => {
    const output = await serveAndHydrate(url);
    expect(output.html).toContain('Newsletter');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('the verification-sent page, with the address in router state and a stored user', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    // BrowserRouter keeps its state under `usr` in history.state.
    const output = await serveAndHydrate(ROUTES.emailVerificationSent, {
      usr: { email: 'ada@gmail.com' },
      key: 'k',
      idx: 0,
    });
    expect(output.html).not.toContain('ada@gmail.com');
    expect(await screen.findByText('ada@gmail.com')).toBeInTheDocument();
  });

  it.each([
    [`${ROUTES.verifyEmail}?key=k`],
    [ROUTES.verifyEmail],
    [`${ROUTES.googleCallback}?code=c`],
    [`${ROUTES.resetPassword}?uid=MQ&token=t`],
  ])('%s', async (url) => {
    await serveAndHydrate(url);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  });
});
