import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ChevronDown, PanelLeftClose, PanelLeftOpen, Star } from 'lucide-react';
import { MESSAGES, ROUTES, isPaidPlan, type CurrentPackage } from '@memeforge/contract';
import { Button, cn } from '../../ui';
import { CreditsBox } from './CreditsBox';
import { LEFT_NAV, isItemActive, type NavItem, type NavKey } from './nav';

function NavEntry({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  active: NavKey;
  collapsed: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const [open, setOpen] = useState(isItemActive(item, active));
  const Icon = item.icon;
  const isActive = isItemActive(item, active);
  const base = cn(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    collapsed && 'justify-center px-0',
  );
  const tone = (on: boolean) => (on ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100');

  if (item.children && !collapsed) {
    return (
      <li>
        <button
          type="button"
          className={cn(base, isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <Icon className="size-5 shrink-0" aria-hidden />
          <span className="flex-1 text-left">{item.label}</span>
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
        {open && (
          <ul className="ml-5 mt-1 flex flex-col gap-1 border-l border-slate-200 pl-3">
            {item.children.map((child) => (
              <NavEntry key={child.key} item={child} active={active} collapsed={false} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  return (
    <li className={cn(item.hideOnMobile && 'max-md:hidden')}>
      <NavLink
        to={item.to}
        end
        onClick={onNavigate}
        title={collapsed ? item.label : undefined}
        aria-current={item.key === active || (item.children && isActive) ? 'page' : undefined}
        data-nav-key={item.key}
        className={cn(base, tone(item.key === active || Boolean(collapsed && item.children && isActive)))}
      >
        <Icon className="size-5 shrink-0" aria-hidden />
        {!collapsed && <span>{item.label}</span>}
        {collapsed && <span className="sr-only">{item.label}</span>}
      </NavLink>
    </li>
  );
}

export function NavList({
  active,
  collapsed,
  onNavigate,
}: {
  active: NavKey;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {LEFT_NAV.map((item) => (
        <NavEntry key={item.key} item={item} active={active} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

export function UpgradeToPro({ collapsed }: { collapsed: boolean }) {
  return (
    <Button asChild className={cn('w-full', collapsed && 'px-0')} title={collapsed ? MESSAGES.upgradeToPro : undefined}>
      <Link to={ROUTES['dashboard.billing.subscription']} data-testid="upgrade-to-pro">
        <Star className="size-4" aria-hidden />
        {collapsed ? <span className="sr-only">{MESSAGES.upgradeToPro}</span> : MESSAGES.upgradeToPro}
      </Link>
    </Button>
  );
}

export function LeftNav({
  active,
  collapsed,
  onToggle,
  pkg,
  onRetryPackage,
}: {
  active: NavKey;
  collapsed: boolean;
  onToggle: () => void;
  pkg: CurrentPackage | undefined;
  onRetryPackage: (() => void) | undefined;
}) {
  const free = pkg ? !isPaidPlan(pkg.subscribedPackagePlan) : false;
  return (
    <aside
      aria-label="Dashboard"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 flex-col gap-4 overflow-y-auto border-r border-slate-200 bg-white p-3 transition-[width] md:flex',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
        aria-expanded={!collapsed}
        className="flex items-center justify-center self-end rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
      </button>
      <nav aria-label="Sections" className="flex-1">
        <NavList active={active} collapsed={collapsed} />
      </nav>
      <div className="flex flex-col gap-3">
        <CreditsBox pkg={pkg} collapsed={collapsed} onRetry={onRetryPackage} />
        {free && <UpgradeToPro collapsed={collapsed} />}
      </div>
    </aside>
  );
}
