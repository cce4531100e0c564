import { useNavigate } from 'react-router';
import { ChevronDown, CreditCard, LogOut, Mail, User as UserIcon } from 'lucide-react';
import { ROUTES, type User } from '@memeforge/contract';
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from '../../ui';

export function displayName(user: User | null | undefined): string {
  return user?.name || user?.email || 'Account';
}

/** The top bar's account menu; closes on an outside click (product.md §2.5). */
export function UserMenu({ user }: { user: User | null | undefined }) {
  const navigate = useNavigate();
  const name = displayName(user);
  return (
    <Dropdown
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          aria-label={`Account menu for ${name}`}
        >
          <span
            className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            aria-hidden
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="max-w-40 truncate max-sm:hidden">{name}</span>
          <ChevronDown className="size-4 text-slate-500" aria-hidden />
        </button>
      }
    >
      <DropdownLabel>{name}</DropdownLabel>
      <DropdownSeparator />
      <DropdownItem onSelect={() => void navigate(ROUTES['dashboard.profile'])}>
        <UserIcon className="size-4" aria-hidden /> Profile
      </DropdownItem>
      <DropdownItem onSelect={() => void navigate(ROUTES['dashboard.billing.subscription'])}>
        <CreditCard className="size-4" aria-hidden /> Subscriptions
      </DropdownItem>
      <DropdownItem onSelect={() => void navigate(ROUTES.contactUs)}>
        <Mail className="size-4" aria-hidden /> Contact Us
      </DropdownItem>
      <DropdownSeparator />
      <DropdownItem
        onSelect={() => void navigate(ROUTES.logout)}
        className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
      >
        <LogOut className="size-4" aria-hidden /> Sign Out
      </DropdownItem>
    </Dropdown>
  );
}
