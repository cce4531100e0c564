import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { Button } from '../../ui';

/** The template list answered 403: the library is for paid plans (product.md §6.3). */
export function PremiumAccess({ message, onNavigate }: { message?: string | undefined; onNavigate?: () => void }) {
  return (
    <section
      aria-labelledby="premium-access-title"
      data-testid="premium-access"
      className="flex flex-col items-center gap-4 rounded-2xl border border-brand-200 bg-gradient-to-b from-brand-50 to-white px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Crown className="size-7" aria-hidden />
      </span>
      <h2 id="premium-access-title" className="text-xl font-bold text-slate-900">
        Premium templates
      </h2>
      <p className="max-w-md text-sm text-slate-700">{message || MESSAGES.templatesAccessDenied}</p>
      <p className="max-w-md text-sm text-slate-600">{MESSAGES.freeBanner}</p>
      <Button asChild>
        <Link to={ROUTES['dashboard.billing.subscription']} onClick={onNavigate}>
          {MESSAGES.upgradeToPro}
        </Link>
      </Button>
    </section>
  );
}
