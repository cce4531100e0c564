import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layouts/PublicLayout';
import { DASHBOARD_ROUTES, PAGES, PUBLIC_ROUTES } from './routes/pages';
import { DASHBOARD_LAYOUT as DashboardLayout } from './page-chunks';
import { PageLoadBoundary } from './routes/page-load-boundary';
import { useDocumentTitle } from './features/session/use-document-title';
import { useBillingSync } from './features/billing/billing-sync';
import { useMarkAppReady } from './app-ready';
import { useScrollToTopOnNewPage } from './routes/use-scroll-to-top';

/**
 * Every page is a chunk of its own (routes/pages.ts, decisions 021 and 034), and the dashboard's
 * layout too: a public page downloads its own code and not the others', and the dashboard loads on
 * first use. The server renders the public pages and, signed in, the dashboard's main pages
 * (decision 048), each loaded before rendering, and the browser loads the chunks of the page it
 * hydrates first, so nothing suspends during server rendering or hydration.
 */
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

/** Every route of product.md §2.1. Public pages render on the server too, and the dashboard's main pages signed in. */
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
          route.index ? (
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
