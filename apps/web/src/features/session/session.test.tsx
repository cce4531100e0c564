import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS } from '@memeforge/contract';
import { DashboardLayout } from '../../layouts/dashboard/DashboardLayout';
import { PublicLayout } from '../../layouts/PublicLayout';
import { LogoutPage } from '../../pages/LogoutPage';
import { fetchMe, sessionKeys } from './queries';
import { STORED_USER_KEY, readStoredUser, storeUser } from './storage';
import { USER, fakeServer } from '../../test-support/fake-server';
import { createTestQueryClient, renderRoutes } from '../../test-support/render';

const endSession = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./end-session', () => ({ endSession }));

const GET_USER = `GET ${ENDPOINTS.user}`;
const REFRESH = `POST ${ENDPOINTS.tokenRefresh}`;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  endSession.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('loading the signed-in user', () => {
  it('renews an expired access cookie once, then loads the user', async () => {
    server.on(GET_USER, { status: 401 }, { status: 200, body: USER });
    server.on(REFRESH, { status: 200, body: { access: 'a', refresh: 'r' } });
    await expect(fetchMe()).resolves.toEqual(USER);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([GET_USER, REFRESH, GET_USER]);
  });

  it('is signed out, and forgets the stored user, when the renewal is refused', async () => {
    storeUser(USER);
    server.on(GET_USER, { status: 401 });
    server.on(REFRESH, { status: 401, body: { detail: 'Token is invalid or expired' } });
    await expect(fetchMe()).resolves.toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe('auth state (product.md §4)', () => {
  it('paints the dashboard with the stored user while the server confirms it', async () => {
    storeUser(USER);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (String(input) === ENDPOINTS.user) await held;
      return fetch(input, init);
    });
    server.on(GET_USER, { status: 200, body: { ...USER, name: 'Ada King' } });
    renderRoutes(
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route path="generate" element={<h1>Generate</h1>} />
      </Route>,
      '/dashboard/generate',
    );
    expect(screen.getByRole('heading', { name: 'Generate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Account menu for Ada King' })).toBeInTheDocument();
  });

  it('logout drops the user from the cache at once and ends the session', async () => {
    storeUser(USER);
    const client = createTestQueryClient();
    client.setQueryData(sessionKeys.me, USER);
    renderRoutes(
      <Route element={<PublicLayout />}>
        <Route path="/logout" element={<LogoutPage />} />
      </Route>,
      '/logout',
      client,
    );
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to App' })).toBeNull();
    expect(client.getQueryData(sessionKeys.me)).toBeNull();
    expect(endSession).toHaveBeenCalled();
  });

  it('a public page rendered signed out asks again when this browser remembers a user', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    server.on(GET_USER, { status: 401 }, { status: 200, body: USER });
    server.on(REFRESH, { status: 200, body: {} });
    const client = createTestQueryClient();
    client.setQueryData(sessionKeys.me, null);
    renderRoutes(
      <Route element={<PublicLayout />}>
        <Route path="/" element={<p>landing</p>} />
      </Route>,
      '/',
      client,
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to App' })).toBeInTheDocument();
    expect(server.calls(REFRESH)).toHaveLength(1);
  });
});
