/** The pricing page is server-rendered (decision 021): it must hydrate without a mismatch, signed in or not. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { BILLING_CYCLES, ENDPOINTS, PLANS, ROUTES, type User } from '@memeforge/contract';
import { PACKAGE_ROUTE, pkg } from '../features/billing/billing-test-data';
import { USER, fakeServer } from '../test-support/fake-server';
import { serverRenderedPages } from '../test-support/ssr';

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

const serve = serverRenderedPages();

function serveAndHydrate(url: string, user: User | null) {
  return serve(url, { user });
}

describe('server-rendered pricing page', () => {
  it('arrives with both cycles’ prices of every plan on sale, before any script runs (decision 044)', async () => {
    const output = await serveAndHydrate(ROUTES.subscription, null);
    expect(output.status).toBe(200);
    const served = new DOMParser().parseFromString(output.html, 'text/html');
    for (const plan of Object.values(PLANS).filter((each) => !each.legacy && each.plan_key !== 'free')) {
      const card = served.querySelector(`[data-testid="plan-${plan.plan_key}"]`);
      expect(card, plan.plan_key).not.toBeNull();
      for (const cycle of BILLING_CYCLES) {
        const terms = plan.cycles[cycle]!;
        expect(card!.textContent, `${plan.plan_key} ${cycle}`).toContain(`$${terms.price}/${cycle}`);
      }
    }
    expect(served.querySelector('[data-testid="plan-pro"] [data-testid="plan-other-price"]')!.textContent).toBe(
      'or $190/year · 2 months free',
    );
  });

  it('arrives with the plans and prices for a visitor, yearly when asked', async () => {
    const output = await serveAndHydrate(`${ROUTES.subscription}?cycle=year`, null);
    expect(output.status).toBe(200);
    expect(output.html).toContain('Pricing');
    expect(output.html).toContain('$190');
    expect(output.html).toContain('2 months free');
    expect(output.html).not.toContain('Pro (legacy)');
    expect(screen.getByRole('button', { name: 'Get Pro' })).toBeInTheDocument();
  });

  it('marks the signed-in person’s plan once their package arrives in the browser', async () => {
    server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('pro', 'month', 1000) });
    const output = await serveAndHydrate(ROUTES.subscription, USER);
    expect(output.html).not.toContain('Current plan');
    const pro = screen.getByTestId('plan-pro');
    expect(await within(pro).findByRole('button', { name: 'Current plan' })).toBeDisabled();
  });
});
