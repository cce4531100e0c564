import { isDashboardPath } from '@memeforge/contract';
import { lazyPage } from './routes/lazy-page';
import { PAGES, dashboardRouteFor, publicPageFor, type Page } from './routes/pages';

/** The dashboard's shell (top bar, navigation, credits), a chunk of its own like the pages. */
export const DASHBOARD_LAYOUT: Page = Object.assign(
  lazyPage(() => import('./layouts/dashboard/DashboardLayout').then((module) => module.DashboardLayout)),
  { moduleId: 'src/layouts/dashboard/DashboardLayout.tsx' },
);

/**
 * What a path needs loaded before its first render, so that nothing suspends while the server
 * renders it or the browser hydrates it: its layout's chunk, if it has one of its own, and its
 * page's (decisions 034 and 048).
 */
export function pagesFor(pathname: string): Page[] {
  if (!isDashboardPath(pathname)) return [publicPageFor(pathname)];
  return [DASHBOARD_LAYOUT, dashboardRouteFor(pathname)?.page ?? (PAGES.dashboardNotFound as Page)];
}
