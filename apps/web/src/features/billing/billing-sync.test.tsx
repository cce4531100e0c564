import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, focusManager } from '@tanstack/react-query';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { useCurrentPackage } from '../session/queries';
import { useTemplateList } from '../templates/templates-api';
import type { ListFilters } from '../browse/list-filters';
import { createTestQueryClient } from '../../test-support/render';
import { fakeServer } from '../../test-support/fake-server';
import { BILLING_CHANGED, BILLING_CHANNEL, billingChanged, useBillingSync } from './billing-sync';
import { PACKAGE_ROUTE, pkg } from './billing-test-data';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  server.on(PACKAGE_ROUTE, { status: 200, body: pkg('free', null, 30) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

/** One open tab: the app's sync hook and a credits count, on its own query client. */
function Tab() {
  useBillingSync();
  const current = useCurrentPackage();
  return <p data-testid="credits">{current.data?.credits ?? '…'}</p>;
}

const LIBRARY_FILTERS: ListFilters = { search: '', type: null, page: 1 };

/** Stands in for the library: a list the server refuses on the free plan. */
function Library() {
  const list = useTemplateList(LIBRARY_FILTERS);
  if (list.isError) return <p>{list.error.message}</p>;
  return <p>{list.data ? `${list.data.count} templates` : '…'}</p>;
}

function openTab() {
  const client = createTestQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <Tab />
    </QueryClientProvider>,
  );
  return { client, ...utils };
}

describe('billing sync across tabs', () => {
  it('a payment landing in one tab refetches the current package in the other open tabs', async () => {
    const other = openTab();
    expect(await screen.findByText('30')).toBeInTheDocument();
    const paying = createTestQueryClient();

    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('pro', 'year', 12030) });
    await act(() => billingChanged(paying));
    await waitFor(() => expect(screen.getByTestId('credits')).toHaveTextContent('12030'));
    other.unmount();
  });

  it('the gated template list, refused on the free plan, loads in the other tab once the payment lands', async () => {
    server.on(`GET ${ENDPOINTS.libraryTemplates}`, { status: 403, body: { detail: MESSAGES.templatesAccessDenied } });
    const client = createTestQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Tab />
        <Library />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(MESSAGES.templatesAccessDenied)).toBeInTheDocument();

    server.on(`GET ${ENDPOINTS.libraryTemplates}`, {
      status: 200,
      body: { count: 1, next: null, previous: null, results: [] },
    });
    await act(() => billingChanged(createTestQueryClient()));
    expect(await screen.findByText('1 templates')).toBeInTheDocument();
  });

  it('ignores unrelated messages on the channel', async () => {
    openTab();
    expect(await screen.findByText('30')).toBeInTheDocument();
    const before = server.calls(PACKAGE_ROUTE).length;
    const channel = new BroadcastChannel(BILLING_CHANNEL);
    channel.postMessage({ type: 'something-else' });
    channel.postMessage({ type: BILLING_CHANGED });
    channel.close();
    await waitFor(() => expect(server.calls(PACKAGE_ROUTE).length).toBe(before + 1));
  });

  it('refetches the current package when the window gets focus again, even while it is fresh', async () => {
    openTab();
    expect(await screen.findByText('30')).toBeInTheDocument();
    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('basic', 'month', 330) });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.getByTestId('credits')).toHaveTextContent('330'));
  });

  it('drops the plan-change quotes instead of asking again for a change that has been made', async () => {
    const client = createTestQueryClient();
    const quoteKey = ['billing', 'period-info', 'business', 'year'];
    const quote = vi.fn(async () => ({ amountDue: 100 }));
    await client.fetchQuery({ queryKey: quoteKey, queryFn: quote });
    await act(() => billingChanged(client));
    expect(quote).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(quoteKey)).toBeUndefined();
  });
});
