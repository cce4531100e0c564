import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES, ROUTES, SIGNUP_MODAL_PATH, TOAST_VERIFY_ERROR_DURATION_MS } from '@memeforge/contract';
import { VerifyEmailPage } from './VerifyEmailPage';
import { AUTH_TEXTS } from '../features/auth/texts';
import { GoogleCallbackPage } from './GoogleCallbackPage';
import { ResetPasswordLinkPage } from './ResetPasswordLinkPage';
import { EmailVerificationSentPage } from './EmailVerificationSentPage';
import { sessionKeys } from '../features/session/queries';
import { STORED_USER_KEY } from '../features/session/storage';
import { findToast } from '../test-support/toasts';
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

const VERIFY = `POST ${ENDPOINTS.verifyEmail}`;
const verifyAt = (url: string) => renderRoutes(<Route path={ROUTES.verifyEmail} element={<VerifyEmailPage />} />, url);

describe('Verify email page', () => {
  it('signs nobody in until asked: opening the link sends nothing', async () => {
    server.on(VERIFY, { status: 200, body: SESSION });
    verifyAt(`${ROUTES.verifyEmail}?key=abc`);
    expect(screen.getByRole('heading', { name: AUTH_TEXTS.confirmEmailTitle })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('on the click verifies the key once (even clicked twice), signs in, and goes to Generate after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on(VERIFY, { status: 200, body: SESSION });
    const { client } = verifyAt(`${ROUTES.verifyEmail}?key=abc`);
    const button = screen.getByRole('button', { name: AUTH_TEXTS.confirmEmailButton });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.verifyingEmail);

    expect(await screen.findAllByText(MESSAGES.emailVerified)).not.toHaveLength(0);
    expect(server.calls(VERIFY)).toEqual([{ method: 'POST', path: ENDPOINTS.verifyEmail, body: { key: 'abc' } }]);
    expect(client.getQueryData(sessionKeys.me)).toEqual(USER);
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY)!)).toEqual(USER);
    expect(currentLocation()).toBe(`${ROUTES.verifyEmail}?key=abc`);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(currentLocation()).toBe(ROUTES['dashboard.generateMeme']));
  });

  it('explains an expired key, with a longer error toast and the two ways out', async () => {
    server.on(VERIFY, { status: 400, body: { detail: 'Invalid or expired key' } });
    verifyAt(`${ROUTES.verifyEmail}?key=old`);
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.confirmEmailButton }));
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationLinkExpired })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Logging In' })).toHaveAttribute('href', ROUTES.login);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', ROUTES.landing);
    expect(await findToast('Invalid or expired key')).toHaveAttribute('data-type', 'error');
    expect(TOAST_VERIFY_ERROR_DURATION_MS).toBe(5000);
  });

  it('calls any other failure an issue', async () => {
    server.on(VERIFY, { status: 500 });
    verifyAt(`${ROUTES.verifyEmail}?key=k`);
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXTS.confirmEmailButton }));
    expect(await screen.findByRole('heading', { name: MESSAGES.verificationIssue })).toBeInTheDocument();
  });

  it("without a key shows 'Invalid Verification Link' and never calls the server", () => {
    verifyAt(ROUTES.verifyEmail);
    expect(screen.getByRole('heading', { name: MESSAGES.invalidVerificationLink })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noVerificationKey)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Logging In' })).toHaveAttribute('href', ROUTES.login);
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', SIGNUP_MODAL_PATH);
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});

const SOCIAL = `POST ${ENDPOINTS.socialAuthGoogle}`;
const callbackAt = (url: string) =>
  renderRoutes(<Route path={ROUTES.googleCallback} element={<GoogleCallbackPage />} />, url);

describe('Google callback page', () => {
  it('exchanges the code and state once and signs in like the login form', async () => {
    server.on(SOCIAL, { status: 200, body: SESSION });
    const { client } = callbackAt(`${ROUTES.googleCallback}?code=c%2F1&state=s`);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.authenticatingWithGoogle);
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(ROUTES['dashboard.generateMeme']));
    expect(server.calls(SOCIAL).map((call) => call.body)).toEqual([{ code: 'c/1', state: 's' }]);
    expect(client.getQueryData(sessionKeys.me)).toEqual(USER);
  });

  it('goes back to login with our message when the exchange fails', async () => {
    server.on(SOCIAL, { status: 400, body: { detail: MESSAGES.socialAuthStateMismatch } });
    callbackAt(`${ROUTES.googleCallback}?code=c&state=s`);
    expect(await screen.findByText(MESSAGES.socialAuthFailed)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(ROUTES.login));
  });

  it('without a code says so and goes to login', async () => {
    callbackAt(ROUTES.googleCallback);
    expect(await screen.findAllByText(MESSAGES.noAuthorizationCode)).not.toHaveLength(0);
    await waitFor(() => expect(currentLocation()).toBe(ROUTES.login));
    expect(server.requests).toHaveLength(0);
  });
});

describe('Reset link and verification-sent pages', () => {
  it('the e-mailed reset link opens the dialog on the reset form with uid and token', async () => {
    renderRoutes(
      <Route path={ROUTES.resetPassword} element={<ResetPasswordLinkPage />} />,
      `${ROUTES.resetPassword}?uid=MQ&token=abc-123`,
    );
    await waitFor(() => expect(currentLocation()).toBe('/?toggle_login_modal=true&mode=reset&uid=MQ&token=abc-123'));
  });

  it('offers the inbox of the address just signed up with, else the common webmails', async () => {
    const sent = (state?: unknown) =>
      renderRoutes(
        <Route path={ROUTES.emailVerificationSent} element={<EmailVerificationSentPage />} />,
        // MemoryRouter takes a location object with state.
        { pathname: ROUTES.emailVerificationSent, state } as unknown as string,
      );
    sent({ email: 'ada@gmail.com' });
    expect(await screen.findByRole('link', { name: /Open Gmail/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mail.google.com'),
    );
    expect(screen.getByText('ada@gmail.com')).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', ROUTES.contactUs);
    cleanup();

    sent();
    expect(screen.getByRole('link', { name: /Open Outlook/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Yahoo Mail/ })).toBeInTheDocument();
  });
});
