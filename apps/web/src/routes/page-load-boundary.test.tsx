import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage } from './lazy-page';
import { PAGE_LOAD_FAILED, PageLoadBoundary } from './page-load-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Greeting() {
  return <p>Hello</p>;
}

describe('PageLoadBoundary', () => {
  it('shows what happened and a way to reload when a page’s chunk cannot be loaded, keeping what is around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const Page = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <main>
        <nav>Site navigation</nav>
        <PageLoadBoundary reload={reload}>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </PageLoadBoundary>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAGE_LOAD_FAILED.title);
    expect(screen.getByText('Site navigation')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PAGE_LOAD_FAILED.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders the page when it loads', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    render(
      <PageLoadBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
