import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, CheckCircle2, Info, Loader2, XCircle } from 'lucide-react';
import { ROUTES } from '@memeforge/contract';
import { Button } from '../ui';
import { toast } from '../ui/toast';
import { useCheckoutConfirmation, type CheckoutResult } from '../features/billing/checkout-result';

const TITLES: Record<CheckoutResult['state'], string> = {
  confirming: 'Confirming your payment…',
  success: 'Payment successful',
  already: 'Payment already confirmed',
  done: 'Checkout finished',
  failed: 'Payment confirmation failed',
};

function ResultIcon({ state }: { state: CheckoutResult['state'] }) {
  const common = 'size-12';
  if (state === 'confirming') return <Loader2 className={`${common} animate-spin text-brand-600`} aria-hidden />;
  if (state === 'success') return <CheckCircle2 className={`${common} text-emerald-600`} aria-hidden />;
  if (state === 'already') return <AlertTriangle className={`${common} text-amber-500`} aria-hidden />;
  if (state === 'done') return <Info className={`${common} text-sky-600`} aria-hidden />;
  return <XCircle className={`${common} text-red-600`} aria-hidden />;
}

function ResultCard({ state, children }: { state: CheckoutResult['state']; children: React.ReactNode }) {
  return (
    <section
      aria-live="polite"
      aria-busy={state === 'confirming'}
      data-state={state}
      data-testid="checkout-result"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm md:p-10"
    >
      <ResultIcon state={state} />
      {children}
    </section>
  );
}

/** Checkout success (docs/product.md §2.1, §4.8 Checkout): `session_id` → the server's message, once. */
export function BillingCheckoutSuccessPage() {
  const [search] = useSearchParams();
  const result = useCheckoutConfirmation(search.get('session_id'));
  const settled = result.state !== 'confirming';
  return (
    <ResultCard state={result.state}>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{TITLES[result.state]}</h1>
      {'message' in result && <p className="text-sm text-slate-700">{result.message}</p>}
      {result.state === 'failed' && result.detail && <p className="text-sm text-slate-500">{result.detail}</p>}
      {result.state === 'failed' && (
        <p className="text-sm text-slate-600">
          If you were charged, your credits are safe:{' '}
          <Link to={ROUTES.contactUs} className="font-semibold text-brand-700 underline">
            contact us
          </Link>{' '}
          and we will sort it out.
        </p>
      )}
      {settled && (
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link to={ROUTES['dashboard.generateMeme']}>Start generating</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={ROUTES['dashboard.billing.subscription']}>View subscription</Link>
          </Button>
        </div>
      )}
    </ResultCard>
  );
}

export const CHECKOUT_CANCELLED = 'Checkout cancelled. You were not charged.';

/** Checkout cancelled (docs/product.md §2.1): nothing was charged and the plan is as it was. */
export function BillingCheckoutCancelPage() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.info(CHECKOUT_CANCELLED);
  }, []);
  return (
    <ResultCard state="done">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Checkout cancelled</h1>
      <p className="text-sm text-slate-700">
        You were not charged and your plan has not changed. You can pick a plan again whenever you like.
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={ROUTES['dashboard.billing.subscription']}>Back to plans</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={ROUTES.contactUs}>Contact us</Link>
        </Button>
      </div>
    </ResultCard>
  );
}
