import {
  CreditCard,
  FolderHeart,
  Home,
  Images,
  Mail,
  PenSquare,
  Receipt,
  Sparkles,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { ROUTES } from '@memeforge/contract';

export type NavKey =
  'home' | 'generate' | 'library' | 'editor' | 'myMemes' | 'contactUs' | 'billing' | 'subscription' | 'transactions';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
  icon: LucideIcon;
  hideOnMobile?: boolean;
  children?: NavItem[];
}

/** The four areas of the dashboard, in the top navigation (product.md §2.5). */
export const TOP_NAV: NavItem[] = [
  { key: 'generate', label: 'Generate', to: ROUTES['dashboard.generateMeme'], icon: Sparkles },
  { key: 'library', label: 'Library', to: ROUTES['dashboard.library'], icon: Images },
  { key: 'editor', label: 'Editor', to: ROUTES['dashboard.editor'], icon: PenSquare },
  { key: 'myMemes', label: 'My Memes', to: ROUTES['dashboard.myMemes'], icon: FolderHeart },
];

export const LEFT_NAV: NavItem[] = [
  { key: 'home', label: 'Home', to: ROUTES.landing, icon: Home },
  ...TOP_NAV,
  {
    key: 'billing',
    label: 'Billing',
    to: ROUTES['dashboard.billing.subscription'],
    icon: Wallet,
    children: [
      { key: 'subscription', label: 'Subscription', to: ROUTES['dashboard.billing.subscription'], icon: CreditCard },
      { key: 'transactions', label: 'Transactions', to: ROUTES['dashboard.billing.transactions'], icon: Receipt },
    ],
  },
  { key: 'contactUs', label: 'Contact Us', to: ROUTES.contactUs, icon: Mail, hideOnMobile: true },
];

const ACTIVE_BY_PATH: [string, NavKey][] = [
  [ROUTES['dashboard.generateMeme'], 'generate'],
  [ROUTES['dashboard.library'], 'library'],
  [ROUTES['dashboard.editor'], 'editor'],
  [ROUTES['dashboard.myMemes'], 'myMemes'],
  [ROUTES.contactUs, 'contactUs'],
  [ROUTES['dashboard.billing.subscription'], 'subscription'],
  [ROUTES.subscription, 'subscription'],
  [ROUTES['dashboard.billing.transactions'], 'transactions'],
];

/** Which left-navigation item is highlighted; anything else highlights home (product.md §2.5). */
export function activeNavKey(pathname: string): NavKey {
  for (const [path, key] of ACTIVE_BY_PATH) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return key;
  }
  return 'home';
}

export function isItemActive(item: NavItem, active: NavKey): boolean {
  return item.key === active || (item.children ?? []).some((child) => child.key === active);
}
