import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { BillingTransactionsPage } from './BillingTransactionsPage';
import { TRANSACTIONS_ROUTE, transaction } from '../features/billing/billing-test-data';
import { formatMinorAmount } from '../features/billing/format';
import { fakeServer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';

let server: ReturnType<typeof fakeServer>;

const PAGE_ONE = [
  transaction({
    id: 3,
    createdAt: '2026-11-26T09:30:00.000Z',
    type: 'subscription_update',
    planKey: 'business',
    amount: 20000,
    description: 'Business (yearly), prorated',
    creditsGranted: 24000,
    receiptUrl: 'http://localhost:3000/billing/receipts/3/',
  }),
  transaction({
    id: 2,
    createdAt: '2026-11-25T09:30:00.000Z',
    status: 'failed',
    type: 'subscription_cycle',
    amount: 1900,
    billingCycle: 'month',
    description: 'Pro (monthly) renewal',
    creditsGranted: 0,
    receiptUrl: null,
  }),
  transaction(),
];

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.on(TRANSACTIONS_ROUTE, (request) => {
    const page = Number(request.query?.page ?? 1);
    if (request.query?.status === 'pending')
      return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
    if (page === 2)
      return {
        status: 200,
        body: {
          count: 13,
          next: null,
          previous: 'p1',
          results: [transaction({ id: 100, description: 'Older payment' })],
        },
      };
    return { status: 200, body: { count: 13, next: 'p2', previous: null, results: PAGE_ONE } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/dashboard/billing/transactions') {
  return renderRoutes(<Route path="/dashboard/billing/transactions" element={<BillingTransactionsPage />} />, url);
}

describe('Transactions page', () => {
  it('lists the payments in a table with headers, amounts and dates in the locale, and receipts for paid ones', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status', 'Receipt']);
    const rows = within(table).getAllByTestId('transaction-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('$200.00');
    expect(rows[0]).toHaveTextContent('Nov 26, 2026');
    expect(rows[0]).toHaveTextContent('Plan change · Business · Yearly · 24,000 credits');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('$19.00');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    const receipt = within(rows[0]!).getByRole('link', { name: /Receipt for Business \(yearly\), prorated/ });
    expect(receipt).toHaveAttribute('href', 'http://localhost:3000/billing/receipts/3/');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(screen.getByText('13 transactions')).toBeInTheDocument();
    expect(server.calls(TRANSACTIONS_ROUTE)[0]!.query).toEqual({ page: '1', page_size: '10' });
  });

  it('formats amounts for the person’s locale', () => {
    expect(formatMinorAmount(19000, 'usd', ['de-DE'])).toMatch(/^190,00\s\$$/);
    expect(formatMinorAmount(19000, 'usd', ['en-US'])).toBe('$190.00');
    expect(formatMinorAmount(500, 'jpy', ['en-US'])).toBe('¥500');
  });

  it('filters by status and type and pages through, keeping both in the address', async () => {
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await user.selectOptions(screen.getByLabelText('Type'), 'Renewal');
    await waitFor(() =>
      expect(server.requests.at(-1)!.query).toEqual({
        page: '1',
        page_size: '10',
        status: 'paid',
        type: 'subscription_cycle',
      }),
    );
    expect(currentLocation()).toBe('/dashboard/billing/transactions?status=paid&type=subscription_cycle');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Older payment')).toBeInTheDocument();
    expect(server.requests.at(-1)!.query).toEqual({
      page: '2',
      page_size: '10',
      status: 'paid',
      type: 'subscription_cycle',
    });
    expect(currentLocation()).toBe('/dashboard/billing/transactions?status=paid&type=subscription_cycle&page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(currentLocation()).toBe('/dashboard/billing/transactions?type=subscription_cycle');
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user } = renderPage('/dashboard/billing/transactions?status=pending');
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/billing/transactions');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.on(
      TRANSACTIONS_ROUTE,
      { status: 500, body: { detail: 'Server error.' } },
      { status: 200, body: { count: 1, next: null, previous: null, results: [transaction()] } },
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
