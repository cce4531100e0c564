import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES, ROUTES, SIGNUP_MODAL_PATH, authDialogPath } from '@memeforge/contract';
import { takeNextPath } from './after-sign-in';
import { AuthDialog } from './auth-dialog';
import { PublicLayout } from '../../layouts/PublicLayout';
import { findToast } from '../../test-support/toasts';
import { sessionKeys } from '../session/queries';
import { STORED_USER_KEY } from '../session/storage';
import { SESSION, USER, fakeServer } from '../../test-support/fake-server';
import { currentLocation, renderRoutes } from '../../test-support/render';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(url: string) {
  return renderRoutes(
    <>
      <Route path="/" element={<AuthDialog />} />
      <Route path="/subscription" element={<AuthDialog />} />
    </>,
    url,
  );
}

const dialog = () => screen.getByRole('dialog');
const signUpButton = () => screen.getByRole('button', { name: 'Sign Up for Free' });

describe('auth dialog: opened by the URL', () => {
  it.each([
    [ROUTES.login, 'Welcome Back', 'Sign In'],
    [SIGNUP_MODAL_PATH, 'Create a Free Account', 'Sign Up for Free'],
    [authDialogPath('forgot'), 'Reset Password', 'Reset Password'],
    [authDialogPath('reset', { uid: 'u', token: 't' }), 'Reset Your Password', 'Reset Password'],
  ])('%s opens the form titled %s', async (url, title, submit) => {
    renderDialog(url);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: submit })).toHaveAttribute('type', 'submit');
  });

  it('stays closed without toggle_login_modal', () => {
    renderDialog('/?mode=signup');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the public layout, whose header links open it', async () => {
    server.on(`GET ${ENDPOINTS.user}`, { status: 401 });
    const { user } = renderRoutes(
      <Route element={<PublicLayout />}>
        <Route path="/" element={<p>landing</p>} />
      </Route>,
      '/',
    );
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create a Free Account' })).toBeInTheDocument();
  });

  it('switches forms by rewriting mode, and closing removes its parameters but keeps others', async () => {
    const { user } = renderDialog('/subscription?toggle_login_modal=true&plan=pro');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { name: 'Create a Free Account' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/subscription?toggle_login_modal=true&plan=pro&mode=signup');

    await user.click(within(dialog()).getByRole('button', { name: 'Sign In' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Back To Sign In' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentLocation()).toBe('/subscription?plan=pro');
  });
});

describe('auth dialog: sign-up', () => {
  it('keeps submit disabled from the start and shows each message once the field is touched', async () => {
    const { user } = renderDialog(SIGNUP_MODAL_PATH);
    expect(signUpButton()).toBeDisabled();
    // Nothing painted red on a form nobody has touched yet.
    expect(within(dialog()).queryByRole('alert')).toBeNull();

    const name = screen.getByLabelText('Name');
    // Leaving an empty field nobody typed in stays quiet (a message there would move the dialog
    // under the pointer and swallow the click that moved focus).
    await user.click(name);
    await user.tab();
    expect(screen.queryByText(MESSAGES.nameRequired)).toBeNull();
    await user.type(name, 'A');
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@');
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('placeholder', 'Enter your password');
    const expectPasswordMessage = async (typed: string, message: string) => {
      await user.clear(password);
      if (typed) await user.type(password, typed);
      else {
        await user.type(password, 'x');
        await user.clear(password);
      }
      await user.tab();
      expect(screen.getByText(message)).toBeInTheDocument();
    };
    await expectPasswordMessage('', MESSAGES.passwordRequired);
    await expectPasswordMessage('ab1!', MESSAGES.passwordTooShort);
    await expectPasswordMessage('abcdefgh!', MESSAGES.passwordNeedsNumber);
    await expectPasswordMessage('12345678', MESSAGES.passwordTooNumeric);
    await expectPasswordMessage('abcdefg1', MESSAGES.passwordNeedsSpecial);
    expect(signUpButton()).toBeDisabled();

    await user.type(name, 'Ada');
    await user.type(email, 'example.com');
    await user.type(password, '!');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(signUpButton()).toBeEnabled();
  });

  it('shows the password on request', async () => {
    const { user } = renderDialog(SIGNUP_MODAL_PATH);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  async function fillSignup(user: ReturnType<typeof renderDialog>['user']) {
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct1horse!');
  }

  it("shows the server's field messages joined, inline and as a toast, keeping what was typed", async () => {
    server.on(`POST ${ENDPOINTS.registration}`, {
      status: 400,
      body: { email: [MESSAGES.emailAlreadyRegistered], password1: [MESSAGES.djangoPasswordTooCommon] },
    });
    const { user } = renderDialog(SIGNUP_MODAL_PATH);
    await fillSignup(user);
    await user.click(signUpButton());

    const inline = await within(dialog()).findByTestId('form-error');
    expect(inline.textContent).toBe(`${MESSAGES.emailAlreadyRegistered}\n${MESSAGES.djangoPasswordTooCommon}`);
    // The toast lives outside the dialog.
    await findToast(MESSAGES.emailAlreadyRegistered);
    expect(screen.getAllByText(MESSAGES.emailAlreadyRegistered, { exact: false })).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('correct1horse!');
    expect(signUpButton()).toBeEnabled();
    expect(server.calls(`POST ${ENDPOINTS.registration}`)[0]!.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password1: 'correct1horse!',
    });
  });

  it('submits once, then toasts and goes to the verification-sent page', async () => {
    server.on(`POST ${ENDPOINTS.registration}`, { status: 201, body: { detail: 'Verification e-mail sent.' } });
    const { user } = renderDialog(SIGNUP_MODAL_PATH);
    await fillSignup(user);
    await user.dblClick(signUpButton());
    expect(await screen.findByText(MESSAGES.signupSuccess)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(ROUTES.emailVerificationSent));
    expect(server.calls(`POST ${ENDPOINTS.registration}`)).toHaveLength(1);
  });

  it('remembers where a sign-up was headed for the e-mail link that signs the person in', async () => {
    server.on(`POST ${ENDPOINTS.registration}`, { status: 201, body: { detail: 'Verification e-mail sent.' } });
    const editor = `${ROUTES['dashboard.editor']}?template=two-buttons-dilemma`;
    const { user } = renderDialog(authDialogPath('signup', { next: editor }));
    await fillSignup(user);
    await user.click(signUpButton());
    await waitFor(() => expect(currentLocation()).toBe(ROUTES.emailVerificationSent));
    expect(takeNextPath()).toBe(editor);
  });

  it('opens the Terms and Conditions over the form', async () => {
    const { user } = renderDialog(SIGNUP_MODAL_PATH);
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/agree to post memes lawfully/)).toBeInTheDocument();
    // Escape closes the terms only; the sign-up form is still there underneath.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Terms and Conditions' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Create a Free Account' })).toBeInTheDocument();
  });

  it('offers Google only when the server has it configured', async () => {
    server.on(`GET ${ENDPOINTS.authProviders}`, {
      status: 200,
      body: { google: { enabled: true, loginUrl: ENDPOINTS.googleLogin } },
    });
    renderDialog(SIGNUP_MODAL_PATH);
    const google = await screen.findByRole('link', { name: 'Sign up with Google' });
    expect(google).toHaveAttribute('href', ENDPOINTS.googleLogin);
    expect(screen.getByText('Or continue with')).toBeInTheDocument();
  });

  it('hides Google and its divider when it is not configured', async () => {
    server.on(`GET ${ENDPOINTS.authProviders}`, { status: 200, body: { google: { enabled: false, loginUrl: null } } });
    renderDialog(ROUTES.login);
    await waitFor(() => expect(server.calls(`GET ${ENDPOINTS.authProviders}`)).toHaveLength(1));
    expect(screen.queryByText('Or continue with')).toBeNull();
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
  });
});

describe('auth dialog: sign-in', () => {
  async function signIn(user: ReturnType<typeof renderDialog>['user']) {
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign In' }));
  }

  it('stores the user, fills the cache, toasts and goes to Generate', async () => {
    server.on(`POST ${ENDPOINTS.login}`, { status: 200, body: SESSION });
    const { user, client } = renderDialog(ROUTES.login);
    await signIn(user);
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(ROUTES['dashboard.generateMeme']));
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY)!)).toEqual(USER);
    expect(client.getQueryData(sessionKeys.me)).toEqual(USER);
  });

  it('goes on to the page the call to action promised (?next=), only within the dashboard', async () => {
    server.on(`POST ${ENDPOINTS.login}`, { status: 200, body: SESSION });
    const editor = `${ROUTES['dashboard.editor']}?template=two-buttons-dilemma`;
    const { user } = renderDialog(authDialogPath('login', { next: editor }));
    await signIn(user);
    await waitFor(() => expect(currentLocation()).toBe(editor));
  });

  it("says 'Error: {message}' and keeps the form", async () => {
    server.on(`POST ${ENDPOINTS.login}`, {
      status: 400,
      body: { non_field_errors: [MESSAGES.invalidCredentials] },
    });
    const { user } = renderDialog(ROUTES.login);
    await signIn(user);
    const text = MESSAGES.loginError(MESSAGES.invalidCredentials);
    expect(await within(dialog()).findByTestId('form-error')).toHaveTextContent(text);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(currentLocation()).toBe(ROUTES.login);
    expect(server.calls(`POST ${ENDPOINTS.tokenRefresh}`)).toHaveLength(0);
  });

  it('offers an unverified account a new verification e-mail for the typed address', async () => {
    server.on(`POST ${ENDPOINTS.login}`, {
      status: 400,
      body: { detail: MESSAGES.emailNotVerified, code: 'email_not_verified' },
    });
    server.on(`POST ${ENDPOINTS.resendEmail}`, { status: 200, body: { detail: MESSAGES.verificationEmailResent } });
    const { user } = renderDialog(ROUTES.login);
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(MESSAGES.verificationEmailResent)).toBeInTheDocument();
    expect(server.calls(`POST ${ENDPOINTS.resendEmail}`)[0]!.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('auth dialog: forgot and reset', () => {
  it('sends a reset link and says so', async () => {
    server.on(`POST ${ENDPOINTS.passwordReset}`, { status: 200, body: { detail: MESSAGES.resetRequestAccepted } });
    const { user } = renderDialog(authDialogPath('forgot'));
    const submit = within(dialog()).getByRole('button', { name: 'Reset Password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(submit);
    expect(await within(dialog()).findByTestId('form-success')).toHaveTextContent(MESSAGES.resetLinkSent);
    expect(server.calls(`POST ${ENDPOINTS.passwordReset}`)[0]!.body).toEqual({ email: 'ada@example.com' });
  });

  it('says the link is incomplete when uid or token is missing', () => {
    renderDialog(authDialogPath('reset', { uid: 'u' }));
    expect(within(dialog()).getByTestId('form-error')).toHaveTextContent(MESSAGES.resetLinkIncomplete);
    expect(within(dialog()).getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('checks length and match, then maps a server refusal to our words', async () => {
    server.on(`POST ${ENDPOINTS.passwordResetConfirm}`, {
      status: 400,
      body: { new_password2: [MESSAGES.djangoPasswordTooCommon] },
    });
    const { user } = renderDialog(authDialogPath('reset', { uid: 'MQ', token: 'tok' }));
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.tab();
    expect(screen.getByText(MESSAGES.resetPasswordTooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'er-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'shorter-two');
    expect(screen.getByText(MESSAGES.resetPasswordsDoNotMatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'shorter-one');
    await user.click(within(dialog()).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog()).findByTestId('form-error')).toHaveTextContent(MESSAGES.resetTooCommon);
    expect(server.calls(`POST ${ENDPOINTS.passwordResetConfirm}`)[0]!.body).toEqual({
      new_password1: 'shorter-one',
      new_password2: 'shorter-one',
      uid: 'MQ',
      token: 'tok',
    });
  });

  it('on success says so and switches to login after 2 s', async () => {
    server.on(`POST ${ENDPOINTS.passwordResetConfirm}`, { status: 200, body: { detail: MESSAGES.resetConfirmed } });
    const { user } = renderDialog(authDialogPath('reset', { uid: 'MQ', token: 'tok' }));
    await user.type(screen.getByLabelText('New Password'), 'a-new-pass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'a-new-pass1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog()).getByRole('button', { name: 'Reset Password' }));
      expect(await within(dialog()).findByTestId('form-success')).toHaveTextContent(MESSAGES.resetSuccess);
      expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2000);
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      expect(currentLocation()).toBe(ROUTES.login);
    } finally {
      vi.useRealTimers();
    }
  });
});
