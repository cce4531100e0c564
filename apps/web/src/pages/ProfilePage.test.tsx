import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  API_KEY_MESSAGES,
  ENDPOINTS,
  MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  type ApiKey,
} from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { ProfilePage } from './ProfilePage';
import { STORED_USER_KEY } from '../features/session/storage';
import { USER, fakeServer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';

const PATCH = `PATCH ${ENDPOINTS.user}`;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(`GET ${ENDPOINTS.account}`, { status: 200, body: { confirmWith: 'password', email: USER.email } });
  server.on(`GET ${ENDPOINTS.apiKeys}`, { status: 200, body: { results: [] } });
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: 'free', subscribedPackageBillingCycle: null, credits: '30' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderProfile() {
  const utils = renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="profile" element={<ProfilePage />} />
    </Route>,
    '/dashboard/profile',
  );
  await screen.findByRole('heading', { name: 'Profile' });
  return utils;
}

describe('Profile page', () => {
  const CHANGE = `POST ${ENDPOINTS.passwordChange}`;
  const NEW = 'Marmalade!Comet77';

  it("changes the password: a refusal keeps what was typed and gives the server's words", async () => {
    server.on(CHANGE, { status: 400, body: { old_password: [PASSWORD_CHANGE_MESSAGES.oldPasswordWrong] } });
    const { user } = await renderProfile();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'not my password');
    await user.type(within(form).getByLabelText('New password'), NEW);
    await user.type(within(form).getByLabelText('Confirm new password'), NEW);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(PASSWORD_CHANGE_MESSAGES.oldPasswordWrong);
    expect(server.calls(CHANGE)).toEqual([
      {
        method: 'POST',
        path: ENDPOINTS.passwordChange,
        body: { old_password: 'not my password', new_password1: NEW, new_password2: NEW },
      },
    ]);
    expect(within(form).getByLabelText('Current password')).toHaveValue('not my password');
    expect(within(form).getByLabelText('New password')).toHaveValue(NEW);
  });

  it('changes the password: the form checks the two new ones match before sending, and empties on success', async () => {
    server.on(CHANGE, { status: 200, body: { detail: PASSWORD_CHANGE_MESSAGES.changed, access: 'a', refresh: '' } });
    const { user } = await renderProfile();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'my old password');
    await user.type(within(form).getByLabelText('New password'), NEW);
    await user.type(within(form).getByLabelText('Confirm new password'), `${NEW}!`);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(MESSAGES.resetPasswordsDoNotMatch)).toBeInTheDocument();
    expect(server.calls(CHANGE)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), NEW);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.changed)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Change password' })).getByLabelText('Current password'),
      ).toHaveValue(''),
    );
  });

  it('shows the e-mail read-only and the names to edit', async () => {
    await renderProfile();
    expect(screen.getByLabelText('Email')).toHaveValue(USER.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
  });

  it('saves the names, and the account menu and stored user follow', async () => {
    const updated = { ...USER, firstName: 'Augusta', lastName: 'King', name: 'Augusta King' };
    server.on(PATCH, { status: 200, body: updated });
    const { user } = await renderProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'King');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MESSAGES.nameUpdated)).toBeInTheDocument();
    expect(server.calls(PATCH)[0]!.body).toEqual({ firstName: 'Augusta', lastName: 'King' });
    expect(screen.getByRole('button', { name: 'Account menu for Augusta King' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY)!)).toEqual(updated);
  });

  it('refuses names over 150 characters and two empty names, in our words', async () => {
    const { user } = await renderProfile();
    await user.type(screen.getByLabelText('Last name'), 'x'.repeat(150));
    expect(screen.getByText(MESSAGES.lastNameTooLong)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('First name'));
    expect(screen.getByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.nameUpdateNeedsOne)).toBeInTheDocument();
    expect(server.calls(PATCH)).toHaveLength(0);
  });

  it("says 'Failed to update name' when the server refuses", async () => {
    server.on(PATCH, { status: 400, body: { firstName: [MESSAGES.firstNameTooLong] } });
    const { user } = await renderProfile();
    await user.type(screen.getByLabelText('First name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.nameUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.firstNameTooLong);
    expect(screen.getByLabelText('First name')).toHaveValue('Adax');
  });
});

const DELETE = `DELETE ${ENDPOINTS.account}`;
const EXPORT = `GET ${ENDPOINTS.accountExport}`;

describe('Export my data', () => {
  let saved: { name: string; href: string }[];
  beforeEach(() => {
    saved = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/export'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the zip under the server’s dated name, busy while it comes', async () => {
    let answer!: (value: { status: number; raw: Blob; headers: Record<string, string> }) => void;
    server.on(EXPORT, () => new Promise((resolve) => (answer = resolve)));
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Export my data' }));

    const busy = await screen.findByRole('button', { name: /Preparing your export/ });
    expect(busy).toBeDisabled();
    answer({
      status: 200,
      raw: new Blob(['PK'], { type: 'application/zip' }),
      headers: {
        'content-type': 'application/zip',
        'content-disposition': 'attachment; filename="memeforge-export-2026-11-24.zip"',
      },
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.exportStarted)).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'memeforge-export-2026-11-24.zip', href: 'blob:test/export' }]);
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeEnabled();
  });

  it('says why when the server refuses (too many exports)', async () => {
    server.on(EXPORT, { status: 429, body: { detail: MESSAGES.tooManyRequests } });
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(MESSAGES.tooManyRequests)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('Delete account', () => {
  async function openDialog() {
    const utils = await renderProfile();
    const button = screen.getByRole('button', { name: 'Delete account' });
    await waitFor(() => expect(button).toBeEnabled());
    await utils.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...utils, dialog, button };
  }

  it('explains what goes and what stays, keeps focus inside, and closes with Escape back to its button', async () => {
    const { user, dialog, button } = await openDialog();
    expect(dialog).toHaveTextContent('Your memes, their files and the pictures and clips you uploaded');
    expect(dialog).toHaveTextContent('What stays');
    expect(dialog).toHaveTextContent('nothing that names you');
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(server.calls(DELETE)).toHaveLength(0);
  });

  it('shows the server’s refusal under the password and deletes nothing', async () => {
    server.on(DELETE, { status: 400, body: { password: [ACCOUNT_MESSAGES.passwordWrong] } });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordRequired);
    expect(server.calls(DELETE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong password{Enter}');
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.passwordWrong)).toBeInTheDocument();
    expect(server.calls(DELETE)[0]!.body).toEqual({ password: 'wrong password' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/profile');
  });

  it('on success signs out and lands on / with a toast', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    server.on(DELETE, { status: 200, body: { detail: ACCOUNT_MESSAGES.deleted } });
    const { user, dialog, client } = await openDialog();
    await user.type(within(dialog).getByLabelText('Your password'), 'the password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(server.calls(DELETE)[0]!.body).toEqual({ password: 'the password' });
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
    await waitFor(() => expect(client.getQueryData(['me'])).toBeNull());
  });

  it('asks a Google account for its e-mail address instead of a password', async () => {
    server.on(`GET ${ENDPOINTS.account}`, { status: 200, body: { confirmWith: 'email', email: USER.email } });
    server.on(DELETE, { status: 400, body: { email: [ACCOUNT_MESSAGES.emailWrong] } }, { status: 200, body: {} });
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText('Your e-mail address');
    expect(dialog).toHaveTextContent(`Type ${USER.email} to confirm.`);

    await user.type(email, 'someone@example.com{Enter}');
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.emailWrong)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, `${USER.email}{Enter}`);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(server.calls(DELETE).map((call) => call.body)).toEqual([
      { email: 'someone@example.com' },
      { email: USER.email },
    ]);
  });
});

describe('Profile page: API keys', () => {
  const KEY: ApiKey = {
    id: 4,
    name: 'Slack bot',
    prefix: 'mf_AbCdEfGh',
    scopes: ['read', 'generate'],
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: '2027-01-30T10:00:00.000Z',
  };
  const SECRET = `mf_AbCdEfGh${'x'.repeat(35)}`;

  it('makes a key with a name, scopes and an expiry, shows it once with Copy, and lists it', async () => {
    server.on(`POST ${ENDPOINTS.apiKeys}`, { status: 201, body: { ...KEY, key: SECRET } });
    const { user } = await renderProfile();
    const form = screen.getByRole('form', { name: 'Create a key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(API_KEY_MESSAGES.nameRequired);
    expect(server.calls(`POST ${ENDPOINTS.apiKeys}`)).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Slack bot');
    await user.click(within(form).getByRole('checkbox', { name: /^Edit:/ }));
    await user.selectOptions(within(form).getByLabelText('Expires'), '30');
    server.on(`GET ${ENDPOINTS.apiKeys}`, { status: 200, body: { results: [KEY] } });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('region', { name: /Your new key/ });
    expect(within(shown).getByLabelText('The new API key')).toHaveValue(SECRET);
    expect(shown).toHaveTextContent(API_KEY_MESSAGES.created);
    const [sent] = server.calls(`POST ${ENDPOINTS.apiKeys}`);
    const body = sent!.body as { name: string; scopes: string[]; expiresAt: string };
    expect(body.name).toBe('Slack bot');
    expect(body.scopes).toEqual(['read', 'generate']);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(await screen.findByRole('list', { name: 'Your API keys' })).toHaveTextContent('mf_AbCdEfGh…');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Your new key/ })).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('warns while a key could start memes but not read them back', async () => {
    const { user } = await renderProfile();
    const form = screen.getByRole('form', { name: 'Create a key' });
    expect(form).not.toHaveTextContent(API_KEY_MESSAGES.withoutRead);
    await user.click(within(form).getByRole('checkbox', { name: /^Read:/ }));
    expect(form).toHaveTextContent(API_KEY_MESSAGES.withoutRead);
    await user.click(within(form).getByRole('checkbox', { name: /^Read:/ }));
    expect(form).not.toHaveTextContent(API_KEY_MESSAGES.withoutRead);
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    server.on(`POST ${ENDPOINTS.apiKeys}`, {
      status: 400,
      body: { detail: API_KEY_MESSAGES.tooManyKeys, code: 'too_many_keys' },
    });
    const { user } = await renderProfile();
    const form = screen.getByRole('form', { name: 'Create a key' });
    await user.type(within(form).getByLabelText('Name'), 'One more');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(API_KEY_MESSAGES.tooManyKeys);
    expect(within(form).getByLabelText('Name')).toHaveValue('One more');
  });

  it('revokes a key after asking, by keyboard', async () => {
    server.on(`GET ${ENDPOINTS.apiKeys}`, { status: 200, body: { results: [KEY] } });
    server.on(`DELETE ${ENDPOINTS.apiKey(KEY.id)}`, { status: 204 });
    const { user } = await renderProfile();
    const revoke = await screen.findByRole('button', { name: 'Revoke Slack bot' });
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Slack bot”?' });
    server.on(`GET ${ENDPOINTS.apiKeys}`, { status: 200, body: { results: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`DELETE ${ENDPOINTS.apiKey(KEY.id)}`)).toHaveLength(1);
    expect(await screen.findByText('You have no API keys yet.')).toBeInTheDocument();
  });
});
