import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { BILLING_MESSAGES, ENDPOINTS } from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { BillingCheckoutCancelPage, BillingCheckoutSuccessPage, CHECKOUT_CANCELLED } from './BillingCheckoutPages';
import { PACKAGE_ROUTE, SUCCESS_ROUTE, pkg } from '../features/billing/billing-test-data';
import { USER, fakeServer } from '../test-support/fake-server';
import { renderRoutes } from '../test-support/render';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(PACKAGE_ROUTE, { status: 200, body: pkg('free', null, 30) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCheckout(url: string) {
  return renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="billing/checkout/success" element={<BillingCheckoutSuccessPage />} />
      <Route path="billing/checkout/cancel" element={<BillingCheckoutCancelPage />} />
    </Route>,
    url,
  );
}

const SUCCESS_URL = '/dashboard/billing/checkout/success?session_id=cs_1';

describe('Checkout success page', () => {
  it('confirms the session once, says the payment succeeded, and the credits box and banner switch without a reload', async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    server.on(SUCCESS_ROUTE, () => new Promise((resolve) => (answer = resolve)));
    renderCheckout(SUCCESS_URL);
    expect(await screen.findByTestId('free-banner')).toBeInTheDocument();
    expect(screen.getAllByTestId('credits-count')[0]).toHaveTextContent('30');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls(SUCCESS_ROUTE)).toHaveLength(1));

    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('pro', 'year', 12030) });
    answer({ status: 200, body: { message: BILLING_MESSAGES.paymentSuccessful, subscriptionId: 'sub_1' } });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(
      await screen.findByText(BILLING_MESSAGES.paymentSuccessful, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('credits-count')[0]).toHaveTextContent('12030'));
    await waitFor(() => expect(screen.queryByTestId('free-banner')).toBeNull());
    expect(server.calls(SUCCESS_ROUTE)).toHaveLength(1);
    expect(server.calls(SUCCESS_ROUTE)[0]!.query).toEqual({ session_id: 'cs_1' });
  });

  it("shows the 'credits already added' answer as a warning", async () => {
    server.on(SUCCESS_ROUTE, {
      status: 200,
      body: { message: BILLING_MESSAGES.creditsAlreadyAdded, subscriptionId: 'sub_1' },
    });
    renderCheckout(SUCCESS_URL);
    expect(await screen.findByRole('heading', { name: 'Payment already confirmed' })).toBeInTheDocument();
    const toast = await screen.findByText(BILLING_MESSAGES.creditsAlreadyAdded, { selector: '[data-title]' });
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
  });

  it('says the all-done message for an expired session', async () => {
    server.on(SUCCESS_ROUTE, { status: 400, body: { detail: BILLING_MESSAGES.allDone } });
    renderCheckout(SUCCESS_URL);
    expect(await screen.findByRole('heading', { name: 'Checkout finished' })).toBeInTheDocument();
    expect(await screen.findByText(BILLING_MESSAGES.allDone, { selector: '[data-title]' })).toBeInTheDocument();
  });

  it("says 'Failed to confirm payment. Please contact support.' when confirming fails", async () => {
    server.on(SUCCESS_ROUTE, { status: 409, body: { detail: BILLING_MESSAGES.paymentNotCompleted } });
    renderCheckout(SUCCESS_URL);
    expect(
      await screen.findByText(BILLING_MESSAGES.confirmPaymentFailed, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(BILLING_MESSAGES.paymentNotCompleted).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it("says 'Payment confirmation failed.' with no session id, and asks nothing", async () => {
    renderCheckout('/dashboard/billing/checkout/success');
    expect(
      await screen.findByText(BILLING_MESSAGES.paymentConfirmationFailed, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(server.calls(SUCCESS_ROUTE)).toHaveLength(0);
  });
});

describe('Checkout cancel page', () => {
  it('says nothing was charged and leads back to the plans', async () => {
    renderCheckout('/dashboard/billing/checkout/cancel');
    expect(await screen.findByRole('heading', { name: 'Checkout cancelled' })).toBeInTheDocument();
    expect(await screen.findByText(CHECKOUT_CANCELLED, { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/dashboard/billing/subscription',
    );
  });
});
