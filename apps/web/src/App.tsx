import { Suspense, lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layouts/PublicLayout';
import { PAGES, PUBLIC_ROUTES } from './routes/pages';
import { PageLoadBoundary } from './routes/page-load-boundary';
import { useDocumentTitle } from './features/session/use-document-title';
import { useBillingSync } from './features/billing/billing-sync';
import { useMarkAppReady } from './app-ready';
import { useScrollToTopOnNewPage } from './routes/use-scroll-to-top';

/**
 * Every page is a chunk of its own (routes/pages.ts, decisions 021 and 034): a public page downloads
 * its own code and not the others', and the dashboard loads on first use. The server renders only
 * public pages, each loaded before rendering, and the browser loads the page it hydrates first, so
 * nothing suspends during server rendering or hydration.
 */
const DashboardLayout = lazy(() =>
  import('./layouts/dashboard/DashboardLayout').then((module) => ({ default: module.DashboardLayout })),
);

/**
 * A page whose chunk may still be on its way: the layout around it stays while it arrives, and
 * says so with a way to reload if it never does.
 */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <PageLoadBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PageLoadBoundary>
  );
}

const DASHBOARD_ROUTES = [
  { index: true, page: PAGES.generate },
  { path: 'generate', page: PAGES.generate },
  { path: 'library', page: PAGES.library },
  { path: 'editor', page: PAGES.editor },
  { path: 'memes', page: PAGES.myMemes },
  { path: 'profile', page: PAGES.profile },
  { path: 'billing/subscription', page: PAGES.billingSubscription },
  { path: 'billing/transactions', page: PAGES.billingTransactions },
  { path: 'billing/checkout/success', page: PAGES.checkoutSuccess },
  { path: 'billing/checkout/cancel', page: PAGES.checkoutCancel },
] as const;

/** Every route of product.md §2.1. Public pages render on the server too; the dashboard only in the browser. */
export function App() {
  useDocumentTitle();
  useBillingSync();
  useMarkAppReady();
  useScrollToTopOnNewPage();
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_ROUTES.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Lazy>
                <Page />
              </Lazy>
            }
          />
        ))}
      </Route>
      <Route
        path="/dashboard"
        element={
          <Lazy>
            <DashboardLayout />
          </Lazy>
        }
      >
        {DASHBOARD_ROUTES.map(({ page: Page, ...route }) =>
          'index' in route ? (
            <Route
              key="index"
              index
              element={
                <Lazy>
                  <Page />
                </Lazy>
              }
            />
          ) : (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Lazy>
                  <Page />
                </Lazy>
              }
            />
          ),
        )}
        <Route
          path="*"
          element={
            <Lazy>
              <PAGES.dashboardNotFound title="Page not found" />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
