import { Link } from 'react-router';
import { CreditCard, LogOut, Mail, User as UserIcon } from 'lucide-react';
import { ROUTES, isPaidPlan, type CurrentPackage, type User } from '@memeforge/contract';
import { Logo, Sheet } from '../../ui';
import { CreditsBox } from './CreditsBox';
import { NavList, UpgradeToPro } from './LeftNav';
import { displayName } from './UserMenu';
import type { NavKey } from './nav';
import { SocialIconLinks } from '../SocialIconLinks';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: NavKey;
  user: User | null | undefined;
  pkg: CurrentPackage | undefined;
  onRetryPackage: (() => void) | undefined;
}

/** Under 768 px the navigation slides in from the left, with credits and the account (product.md §2.5). */
export function MobileMenu({ open, onOpenChange, active, user, pkg, onRetryPackage }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  const free = pkg ? !isPaidPlan(pkg.subscribedPackagePlan) : false;
  const accountLinks = [
    { label: 'Profile', to: ROUTES['dashboard.profile'], icon: UserIcon },
    { label: 'Subscriptions', to: ROUTES['dashboard.billing.subscription'], icon: CreditCard },
    { label: 'Contact Us', to: ROUTES.contactUs, icon: Mail },
    { label: 'Sign Out', to: ROUTES.logout, icon: LogOut },
  ];
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu">
      <div className="flex flex-col gap-5 p-4" data-testid="mobile-menu">
        <Logo to={ROUTES['dashboard.generateMeme']} />
        <CreditsBox pkg={pkg} onRetry={onRetryPackage} />
        {free && <UpgradeToPro collapsed={false} />}
        <nav aria-label="Sections (mobile)">
          <NavList active={active} collapsed={false} onNavigate={close} />
        </nav>
        <section aria-label="Account" className="rounded-xl border border-slate-200 p-3">
          <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
          {user?.name && <p className="truncate text-xs text-slate-500">{user.email}</p>}
          <ul className="mt-2 flex flex-col gap-1">
            {accountLinks.map(({ label, to, icon: Icon }) => (
              <li key={label}>
                <Link
                  to={to}
                  onClick={close}
                  className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-100"
                >
                  <Icon className="size-4" aria-hidden /> {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <SocialIconLinks
          className="flex-wrap gap-3"
          itemClassName="size-9 bg-slate-100 text-slate-600 hover:bg-slate-200"
        />
      </div>
    </Sheet>
  );
}
