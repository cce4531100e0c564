import { Check } from 'lucide-react';
import { PLANS, PLAN_KEYS } from '@memeforge/contract';
import { PublicPage } from './PublicPage';

/** Pricing: the plans on offer, from the contract's catalogue. Checkout comes with billing. */
export function SubscriptionPage() {
  const offered = PLAN_KEYS.map((key) => PLANS[key]).filter((plan) => !plan.legacy);
  return (
    <PublicPage title="Pricing">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {offered.map((plan) => {
          const monthly = plan.cycles.month;
          return (
            <article
              key={plan.plan_key}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 className="text-lg font-bold text-slate-900">{plan.title}</h2>
              <p className="text-3xl font-extrabold text-slate-900">
                ${monthly?.price ?? 0}
                <span className="text-sm font-medium text-slate-500">/month</span>
              </p>
              <ul className="flex flex-col gap-2 text-sm text-slate-700">
                {(monthly?.properties ?? []).map((property) => (
                  <li key={property} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {property}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </PublicPage>
  );
}
