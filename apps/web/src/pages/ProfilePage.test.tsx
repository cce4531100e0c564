import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { ProfilePage } from './ProfilePage';
import { STORED_USER_KEY } from '../features/session/storage';
import { USER, fakeServer } from '../test-support/fake-server';
import { renderRoutes } from '../test-support/render';

const PATCH = `PATCH ${ENDPOINTS.user}`;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
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
