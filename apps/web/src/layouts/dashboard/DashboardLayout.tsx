import { useEffect, useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { MESSAGES, ROUTES, isPaidPlan } from '@memeforge/contract';
import { ErrorState, Logo, Skeleton, cn } from '../../ui';
import { useCurrentPackage, useMe } from '../../features/session/queries';
import { storeUser } from '../../features/session/storage';
import { UpgradeModalProvider } from '../../features/upgrade/upgrade-modal';
import { SocialIconLinks } from '../SocialIconLinks';
import { LeftNav } from './LeftNav';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';
import { TOP_NAV, activeNavKey } from './nav';

const COLLAPSED_KEY = 'dashboard.navCollapsed';

function useCollapsedNav(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => setCollapsed(window.localStorage.getItem(COLLAPSED_KEY) === '1'), []);
  const toggle = () =>
    setCollapsed((value) => {
      window.localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  return [collapsed, toggle];
}

function FreeBanner() {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-center gap-2 bg-gradient-to-r from-brand-600 to-fuchsia-600 px-4 py-2 text-center text-sm text-white"
      data-testid="free-banner"
    >
      <span>{MESSAGES.freeBanner}</span>
      <Link to={ROUTES['dashboard.billing.subscription']} className="font-semibold underline underline-offset-2">
        {MESSAGES.freeBannerLink}
      </Link>
    </div>
  );
}

export function DashboardLayout() {
  const { pathname } = useLocation();
  // The stored user paints the shell at once while the server confirms the session (product.md §4.4).
  const me = useMe({ fromStorage: true });
  const pkg = useCurrentPackage(Boolean(me.data));
  const [collapsed, toggleCollapsed] = useCollapsedNav();
  const [menuOpen, setMenuOpen] = useState(false);
  const active = activeNavKey(pathname);

  useEffect(() => {
    if (me.data) storeUser(me.data);
  }, [me.data]);

  if (me.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center" aria-busy="true">
        <Skeleton className="h-10 w-48" />
      </div>
    );
  }
  if (me.isError) {
    // A server or network failure is not a sign-out: say so and offer a retry.
    return (
      <div className="mx-auto flex min-h-screen max-w-lg items-center px-4">
        <ErrorState
          title="We couldn't load your account"
          description="Check your connection and try again."
          onRetry={() => void me.refetch()}
        />
      </div>
    );
  }
  if (!me.data) return <Navigate to={ROUTES.login} replace />;

  const free = pkg.data ? !isPaidPlan(pkg.data.subscribedPackagePlan) : false;

  return (
    <UpgradeModalProvider>
      <div className="min-h-screen">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-3 md:px-4">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" />
          </button>
          <Logo to={ROUTES['dashboard.generateMeme']} />
          <nav aria-label="Main" className="mx-auto hidden items-center gap-1 md:flex">
            {TOP_NAV.map(({ key, label, to, icon: Icon }) => (
              <NavLink
                key={key}
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon className="size-4" aria-hidden /> {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <SocialIconLinks
              className="hidden lg:flex"
              itemClassName="size-8 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            />
            <UserMenu user={me.data} />
          </div>
        </header>
        <MobileMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          active={active}
          user={me.data}
          pkg={pkg.data}
          onRetryPackage={pkg.isError ? () => void pkg.refetch() : undefined}
        />
        <div className="flex">
          <LeftNav
            active={active}
            collapsed={collapsed}
            onToggle={toggleCollapsed}
            pkg={pkg.data}
            onRetryPackage={pkg.isError ? () => void pkg.refetch() : undefined}
          />
          <div className="min-w-0 flex-1">
            {free && <FreeBanner />}
            <main className="mx-auto max-w-6xl px-4 py-6 md:px-8 md:py-8">
              <Outlet />
            </main>
          </div>
        </div>
      </div>
    </UpgradeModalProvider>
  );
}
