import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ENDPOINTS } from '@memeforge/contract';
import { DashboardLayout } from './DashboardLayout';

const USER = {
  pk: 1,
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  isSuperuser: false,
};
const PACKAGE = { subscribedPackagePlan: 'free', subscribedPackageBillingCycle: null, credits: '30' };

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer[]>;

/** The HTTP boundary: each path answers its queued responses in order, the last one repeating. */
function json({ status, body }: Answer) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      const queue = answers[path] ?? [{ status: 404, body: { detail: 'Not found.' } }];
      return json(queue.length > 1 ? queue.shift()! : queue[0]!);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/generate']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route path="generate" element={<h1>Generate</h1>} />
          </Route>
          <Route path="/" element={<p>landing</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('DashboardLayout', () => {
  it('shows an error with a retry, not the login page, when the account cannot be loaded', async () => {
    answers[ENDPOINTS.user] = [
      { status: 500, body: { detail: 'boom' } },
      { status: 200, body: USER },
    ];
    answers[ENDPOINTS.currentPackage] = [{ status: 200, body: PACKAGE }];
    const user = renderShell();
    expect(await screen.findByText("We couldn't load your account")).toBeInTheDocument();
    expect(screen.queryByText('landing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Generate' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login dialog', async () => {
    answers[ENDPOINTS.user] = [{ status: 401, body: { detail: 'Authentication credentials were not provided.' } }];
    renderShell();
    expect(await screen.findByText('landing')).toBeInTheDocument();
  });

  it('offers a retry when the credits cannot be loaded, then shows them', async () => {
    answers[ENDPOINTS.user] = [{ status: 200, body: USER }];
    answers[ENDPOINTS.currentPackage] = [
      { status: 503, body: { detail: 'down' } },
      { status: 200, body: PACKAGE },
    ];
    const user = renderShell();
    const retry = await screen.findByTestId('credits-error');
    await user.click(retry);
    expect(await screen.findByTestId('credits-box')).toHaveTextContent('30');
  });
});
