import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { BILLING_MESSAGES, ENDPOINTS } from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { BillingSubscriptionPage, PORTAL_IS_HERE } from './BillingSubscriptionPage';
import { browser } from '../features/billing/browser';
import {
  CANCEL_ROUTE,
  CATALOGUE,
  CHECKOUT_ROUTE,
  PACKAGE_ROUTE,
  PLANS_ROUTE,
  PORTAL_ROUTE,
  QUOTE_ROUTE,
  REOPEN_ROUTE,
  SUBSCRIPTION_ROUTE,
  UPDATE_ROUTE,
  UPGRADE_QUOTE,
  pkg,
  subscription,
} from '../features/billing/billing-test-data';
import { USER, fakeServer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';

let server: ReturnType<typeof fakeServer>;
let go: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(PLANS_ROUTE, { status: 200, body: CATALOGUE });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPage(url = '/dashboard/billing/subscription') {
  const utils = renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="billing/subscription" element={<BillingSubscriptionPage />} />
    </Route>,
    url,
  );
  await screen.findByTestId('subscription-panel');
  return utils;
}

const panel = () => screen.getByTestId('subscription-panel');
const card = (plan: string) => screen.getByTestId(`plan-${plan}`);

describe('Subscription page, on a paid plan', () => {
  beforeEach(() => {
    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('pro', 'year', 12030) });
    server.on(SUBSCRIPTION_ROUTE, { status: 200, body: { subscription: subscription() } });
  });

  it('shows the plan, cycle, status, next renewal date and credits', async () => {
    await renderPage();
    expect(within(panel()).getByTestId('current-plan')).toHaveTextContent('Pro');
    expect(panel()).toHaveTextContent('Yearly');
    expect(within(panel()).getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(within(panel()).getByTestId('renewal-date')).toHaveTextContent('Nov 24, 2027');
    expect(within(panel()).getByTestId('renewal-credits')).toHaveTextContent('12,000 credits');
    expect(await within(panel()).findByTestId('panel-credits')).toHaveTextContent('12,030');
    expect(within(card('pro')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(screen.queryByTestId('free-banner')).toBeNull();
  });

  it('quotes a change before confirming it, then updates the plan and the credits box at once', async () => {
    server.on(QUOTE_ROUTE, { status: 200, body: UPGRADE_QUOTE });
    server.on(UPDATE_ROUTE, {
      status: 200,
      body: {
        message: BILLING_MESSAGES.subscriptionUpdated,
        subscription: subscription({ planKey: 'business', nextRenewalCredits: 36000 }),
        quote: UPGRADE_QUOTE,
      },
    });
    const { user } = await renderPage();
    await user.click(within(card('business')).getByRole('button', { name: 'Switch to Business yearly' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change to Business (Yearly)' });
    const quote = await within(dialog).findByTestId('proration-quote');
    expect(quote).toHaveTextContent('Due today$200.00');
    expect(quote).toHaveTextContent('Unused time on Pro (yearly)-$190.00');
    expect(quote).toHaveTextContent('24,000 credits are added');
    expect(server.calls(QUOTE_ROUTE)[0]!.query).toEqual({
      current_plan_key: 'pro',
      current_billing_cycle: 'year',
      new_plan_key: 'business',
      new_billing_cycle: 'year',
      stripe_price_id: 'local_business_year',
    });
    expect(server.calls(UPDATE_ROUTE)).toHaveLength(0);

    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('business', 'year', 36030) });
    server.on(SUBSCRIPTION_ROUTE, { status: 200, body: { subscription: subscription({ planKey: 'business' }) } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $200.00 and change' }));

    expect(await screen.findByText(BILLING_MESSAGES.subscriptionUpdated)).toBeInTheDocument();
    expect(server.calls(UPDATE_ROUTE)[0]!.body).toEqual({
      plan_key: 'business',
      billing_cycle: 'year',
      stripe_price_id: 'local_business_year',
    });
    await waitFor(() => expect(screen.getAllByTestId('credits-count')[0]).toHaveTextContent('36030'));
    await waitFor(() => expect(within(panel()).getByTestId('current-plan')).toHaveTextContent('Business'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Failed to fetch proration' and changes nothing when the quote fails", async () => {
    server.on(QUOTE_ROUTE, { status: 500, body: { detail: 'boom' } });
    const { user } = await renderPage();
    await user.click(within(card('basic')).getByRole('button', { name: 'Switch to Basic yearly' }));
    expect(await screen.findAllByText(BILLING_MESSAGES.prorationFailed)).not.toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeDisabled();
    expect(server.calls(UPDATE_ROUTE)).toHaveLength(0);
  });

  it("says 'Failed to update subscription' when the change is refused", async () => {
    server.on(QUOTE_ROUTE, { status: 200, body: UPGRADE_QUOTE });
    server.on(UPDATE_ROUTE, { status: 400, body: { detail: BILLING_MESSAGES.subscriptionPastDue } });
    const { user } = await renderPage();
    await user.click(within(card('business')).getByRole('button', { name: 'Switch to Business yearly' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $200.00 and change' }));
    expect(await screen.findByText(BILLING_MESSAGES.subscriptionUpdateFailed)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.subscriptionPastDue)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens the quote for a plan chosen on the pricing page', async () => {
    server.on(QUOTE_ROUTE, { status: 200, body: UPGRADE_QUOTE });
    await renderPage('/dashboard/billing/subscription?plan=business&cycle=year');
    expect(await screen.findByRole('dialog', { name: 'Change to Business (Yearly)' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/billing/subscription'));
  });

  it('shows the server’s whole answer when the provider took the cancellation but has not reported back', async () => {
    const pending = `${BILLING_MESSAGES.cancellationScheduled} ${BILLING_MESSAGES.changeShowsShortly}`;
    server.on(CANCEL_ROUTE, { status: 200, body: { message: pending, subscription: subscription() } });
    const { user } = await renderPage();
    await user.click(within(panel()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText(pending)).toBeInTheDocument();
  });

  it('cancels at the period end after a confirmation, then reopens before it ends', async () => {
    const scheduled = subscription({
      cancelAtPeriodEnd: true,
      statusLabel: 'Cancellation Scheduled',
      nextRenewalCredits: 0,
    });
    server.on(CANCEL_ROUTE, {
      status: 200,
      body: { message: BILLING_MESSAGES.cancellationScheduled, subscription: scheduled },
    });
    const { user } = await renderPage();
    await user.click(within(panel()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('Nov 24, 2027');
    expect(server.calls(CANCEL_ROUTE)).toHaveLength(0);

    server.on(SUBSCRIPTION_ROUTE, { status: 200, body: { subscription: scheduled } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText(BILLING_MESSAGES.cancellationScheduled)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).getByTestId('subscription-status')).toHaveTextContent('Cancellation Scheduled'),
    );
    expect(panel()).toHaveTextContent('Ends on');

    server.on(REOPEN_ROUTE, {
      status: 200,
      body: { message: BILLING_MESSAGES.subscriptionReopened, subscription: subscription() },
    });
    server.on(SUBSCRIPTION_ROUTE, { status: 200, body: { subscription: subscription() } });
    await user.click(within(panel()).getByRole('button', { name: 'Reopen subscription' }));
    const reopen = await screen.findByRole('dialog', { name: 'Reopen your subscription?' });
    await user.click(within(reopen).getByRole('button', { name: 'Reopen subscription' }));
    expect(await screen.findByText(BILLING_MESSAGES.subscriptionReopened)).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByTestId('subscription-status')).toHaveTextContent('Active'));
    expect(server.calls(REOPEN_ROUTE)).toHaveLength(1);
  });

  it("says 'Failed to schedule cancellation' when the server refuses", async () => {
    server.on(CANCEL_ROUTE, { status: 400, body: { detail: BILLING_MESSAGES.cancellationAlreadyScheduled } });
    const { user } = await renderPage();
    await user.click(within(panel()).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText(BILLING_MESSAGES.cancellationFailed)).toBeInTheDocument();
  });

  it('sends the browser to the billing portal', async () => {
    server.on(PORTAL_ROUTE, { status: 200, body: { billingPortalUrl: 'https://billing.example/portal' } });
    const { user } = await renderPage();
    await user.click(within(panel()).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://billing.example/portal'));
  });

  it('stays here when the portal is this page (the local provider)', async () => {
    server.on(PORTAL_ROUTE, {
      status: 200,
      body: { billingPortalUrl: `${window.location.origin}${window.location.pathname}` },
    });
    const { user } = await renderPage();
    await user.click(within(panel()).getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText(PORTAL_IS_HERE)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('keeps focus inside the change dialog and gives it back on Escape', async () => {
    server.on(QUOTE_ROUTE, { status: 200, body: UPGRADE_QUOTE });
    const { user } = await renderPage();
    const opener = within(card('business')).getByRole('button', { name: 'Switch to Business yearly' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('proration-quote');
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});

describe('Subscription page, on the free plan', () => {
  it('shows the free plan and starts a checkout from the plans', async () => {
    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('free', null, 30) });
    server.on(SUBSCRIPTION_ROUTE, { status: 200, body: { subscription: null } });
    server.on(CHECKOUT_ROUTE, {
      status: 200,
      body: { checkoutUrl: 'http://localhost/billing/local-checkout/cs_9/', sessionId: 'cs_9' },
    });
    const { user } = await renderPage();
    expect(within(panel()).getByTestId('current-plan')).toHaveTextContent('Free');
    expect(screen.getByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    await user.click(await within(card('pro')).findByRole('button', { name: 'Upgrade to Pro yearly' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/billing/local-checkout/cs_9/'));
    expect(server.calls(CHECKOUT_ROUTE)[0]!.query).toMatchObject({ plan_key: 'pro', billing_cycle: 'year' });
  });
});
