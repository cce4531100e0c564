import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { BILLING_MESSAGES, ENDPOINTS } from '@memeforge/contract';
import { SubscriptionPage } from './SubscriptionPage';
import { browser } from '../features/billing/browser';
import { CATALOGUE, CHECKOUT_ROUTE, PACKAGE_ROUTE, PLANS_ROUTE, pkg } from '../features/billing/billing-test-data';
import { USER, fakeServer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';

let server: ReturnType<typeof fakeServer>;
let go: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
  server.on(PLANS_ROUTE, { status: 200, body: CATALOGUE });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedIn(plan: string, cycle: string | null, credits = 30) {
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(PACKAGE_ROUTE, { status: 200, body: pkg(plan, cycle, credits) });
}

function renderPricing(url = '/subscription') {
  return renderRoutes(<Route path="/subscription" element={<SubscriptionPage />} />, url);
}

const card = (plan: string) => screen.getByTestId(`plan-${plan}`);

describe('Pricing page', () => {
  it('shows the plans monthly, and yearly with 2 months free, the original price struck through and the savings', async () => {
    server.on(`GET ${ENDPOINTS.user}`, { status: 401, body: { detail: 'Not signed in.' } });
    const { user } = renderPricing();
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(within(card('pro')).getByTestId('plan-price')).toHaveTextContent('$19');
    expect(card('pro')).toHaveTextContent('1,000 memes per month');
    expect(card('pro')).toHaveTextContent('$0.019 per meme');
    expect(card('basic')).toHaveTextContent('$0.03 per meme');
    expect(screen.queryByTestId('plan-legacy_pro')).toBeNull();
    expect(screen.queryByTestId('plan-legacy_starter')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(screen.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    const pro = card('pro');
    expect(within(pro).getByTestId('plan-price')).toHaveTextContent('$190');
    expect(within(pro).getByTestId('plan-original-price')).toHaveTextContent('$228');
    expect(within(pro).getByTestId('plan-original-price').tagName).toBe('S');
    expect(pro).toHaveTextContent('2 months free');
    expect(pro).toHaveTextContent('Save $38');
    expect(pro).toHaveTextContent('12,000 memes per year');
    expect(pro).toHaveTextContent('$0.016 per meme');
    expect(card('business')).toHaveTextContent('Save $78');
    expect(currentLocation()).toBe('/subscription?cycle=year');
  });

  it('opens the sign-up dialog first for a signed-out visitor, keeping the chosen plan', async () => {
    server.on(`GET ${ENDPOINTS.user}`, { status: 401, body: { detail: 'Not signed in.' } });
    const { user } = renderPricing('/subscription?cycle=year');
    await user.click(await screen.findByRole('button', { name: 'Get Pro' }));
    expect(currentLocation()).toBe('/subscription?cycle=year&plan=pro&toggle_login_modal=true&mode=signup');
    expect(server.calls(CHECKOUT_ROUTE)).toHaveLength(0);
  });

  it('marks the current plan and sends a free user to checkout, saying it redirects', async () => {
    signedIn('free', null);
    let answer!: (value: { status: number; body: unknown }) => void;
    server.on(CHECKOUT_ROUTE, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderPricing('/subscription?cycle=year');
    expect(await within(card('free')).findByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(card('free')).toHaveTextContent('Current plan');

    await user.click(within(card('pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(
      await screen.findByText(BILLING_MESSAGES.redirectingToCheckout, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.calls(CHECKOUT_ROUTE)).toHaveLength(1));
    expect(server.calls(CHECKOUT_ROUTE)[0]!.query).toEqual({
      stripe_price_id: 'local_pro_year',
      plan_key: 'pro',
      billing_cycle: 'year',
    });
    expect(within(card('pro')).getByRole('button', { name: BILLING_MESSAGES.redirectingToCheckout })).toBeDisabled();
    answer({ status: 200, body: { checkoutUrl: 'http://localhost/billing/local-checkout/cs_1/', sessionId: 'cs_1' } });
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/billing/local-checkout/cs_1/'));
  });

  it('refuses a plan with no price id before calling checkout, in the spec’s words', async () => {
    signedIn('free', null);
    server.on(PLANS_ROUTE, {
      status: 200,
      body: {
        ...CATALOGUE,
        plans: CATALOGUE.plans.map((plan) => ({
          ...plan,
          cycles: { month: plan.cycles.month && { ...plan.cycles.month, stripe_price_id: null } },
        })),
      },
    });
    const { user } = renderPricing();
    await user.click(await within(card('basic')).findByRole('button', { name: 'Upgrade to Basic' }));
    expect(await screen.findByText(BILLING_MESSAGES.missingPriceId('basic', 'month'))).toBeInTheDocument();
    expect(server.calls(CHECKOUT_ROUTE)).toHaveLength(0);
    expect(go).not.toHaveBeenCalled();
    expect(within(card('basic')).getByRole('button', { name: 'Upgrade to Basic' })).toBeEnabled();
  });

  it("says 'Failed to create checkout session' with the server's reason when checkout is refused", async () => {
    signedIn('free', null);
    server.on(CHECKOUT_ROUTE, { status: 422, body: { detail: BILLING_MESSAGES.alreadySubscribed } });
    const { user } = renderPricing();
    await user.click(await within(card('pro')).findByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText(BILLING_MESSAGES.checkoutFailed)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.alreadySubscribed)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows a legacy plan only to the person on it, as their current plan, and leads others to a change', async () => {
    signedIn('legacy_pro', 'month', 800);
    renderPricing();
    const legacy = await screen.findByTestId('plan-legacy_pro');
    expect(await within(legacy).findByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(screen.queryByTestId('plan-legacy_starter')).toBeNull();
    expect(within(card('business')).getByRole('link', { name: 'Change to Business monthly' })).toHaveAttribute(
      'href',
      '/dashboard/billing/subscription?plan=business&cycle=month',
    );
  });
});
