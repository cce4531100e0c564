import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES, ROUTES } from '@memeforge/contract';
import { SignInLinkPage } from './SignInLinkPage';
import { AUTH_TEXTS } from '../features/auth/texts';
import { sessionKeys } from '../features/session/queries';
import { STORED_USER_KEY } from '../features/session/storage';
import { SESSION, USER, fakeServer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CONFIRM = `POST ${ENDPOINTS.signInLinkConfirm}`;
const openAt = (url: string) => renderRoutes(<Route path={ROUTES.signInLink} element={<SignInLinkPage />} />, url);

describe('Sign-in link page', () => {
  it('signs nobody in until asked: opening the link sends nothing', async () => {
    server.on(CONFIRM, { status: 200, body: SESSION });
    openAt(`${ROUTES.signInLink}?key=abc`);
    expect(screen.getByRole('heading', { name: AUTH_TEXTS.signInLinkTitle })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('on the click sends the key once (even clicked twice), signs in, and goes to Generate after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(CONFIRM, { status: 200, body: SESSION });
    const { client } = openAt(`${ROUTES.signInLink}?key=abc`);
    const button = screen.getByRole('button', { name: AUTH_TEXTS.signInLinkButton });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.signingInWithLink);

    expect(await screen.findAllByText(MESSAGES.signedInWithLink)).not.toHaveLength(0);
    expect(server.calls(CONFIRM)).toEqual([
      { method: 'POST', path: ENDPOINTS.signInLinkConfirm, body: { key: 'abc' } },
    ]);
    expect(client.getQueryData(sessionKeys.me)).toEqual(USER);
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY)!)).toEqual(USER);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(currentLocation()).toBe(ROUTES['dashboard.generateMeme']));
  });

  it("shows the server's words for a used or expired link, with a way to log in", async () => {
    server.on(CONFIRM, { status: 400, body: { detail: MESSAGES.signInLinkInvalid } });
    openAt(`${ROUTES.signInLink}?key=old`);
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.signInLinkButton }));
    expect(await screen.findByRole('heading', { name: MESSAGES.invalidSignInLink })).toBeInTheDocument();
    expect((await screen.findAllByText(MESSAGES.signInLinkInvalid)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Try Logging In' })).toHaveAttribute('href', ROUTES.login);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', ROUTES.landing);
    expect(currentLocation()).toBe(`${ROUTES.signInLink}?key=old`);
  });

  it('without a key says so and never calls the server', () => {
    openAt(ROUTES.signInLink);
    expect(screen.getByRole('heading', { name: MESSAGES.invalidSignInLink })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noSignInKey)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Logging In' })).toHaveAttribute('href', ROUTES.login);
    expect(server.requests).toHaveLength(0);
  });
});
