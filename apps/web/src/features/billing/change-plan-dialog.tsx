/**
 * Changing plan or cycle (docs/product.md §7.7: the period-info quote, then the update): the quote from
 * `period-info` is shown before anything is confirmed. An upgrade is charged now (the new plan
 * for what is left of the period, less the unused part of the current one) and adds its credits at
 * once; a downgrade costs nothing now and starts at the period's end.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, PLANS, type ProrationQuote } from '@memeforge/contract';
import { Button, Dialog, Skeleton } from '../../ui';
import { toast } from '../../ui/toast';
import { billingChanged } from './billing-sync';
import { updateSubscription, useProrationQuote, type PlanChoice } from './billing-api';
import { CYCLE_LABELS, PERIOD_NOUNS, formatCount, formatDate, formatMinorAmount } from './format';
import { failureDetail } from './use-checkout';

function choiceLabel(choice: PlanChoice): string {
  return `${PLANS[choice.plan].title} (${CYCLE_LABELS[choice.cycle]})`;
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 border-t border-slate-200 pt-2' : 'flex justify-between gap-4'}
    >
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{term}</dt>
      <dd className={strong ? 'font-bold text-slate-900' : 'font-medium text-slate-900'}>{value}</dd>
    </div>
  );
}

function QuoteDetails({ quote }: { quote: ProrationQuote }) {
  const money = (cents: number) => formatMinorAmount(cents, quote.currency);
  const period = PERIOD_NOUNS[quote.newBillingCycle];
  if (quote.effective === 'period_end') {
    return (
      <div className="flex flex-col gap-3 text-sm" data-testid="proration-quote">
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sky-900">
          This change takes effect on <strong>{formatDate(quote.effectiveAt)}</strong>, at the end of your current
          period. You keep your current plan and credits until then.
        </p>
        <dl className="flex flex-col gap-1.5">
          <Row term="Due today" value={money(0)} strong />
          <Row term={`Then, per ${period}`} value={money(quote.nextAmount)} />
          <Row term={`Credits per ${period}`} value={formatCount(quote.creditsPerPeriod)} />
        </dl>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="proration-quote">
      <dl className="flex flex-col gap-1.5">
        {quote.lines.length > 0
          ? quote.lines.map((line, index) => <Row key={index} term={line.description} value={money(line.amount)} />)
          : [
              <Row
                key="new"
                term={`${PLANS[quote.newPlanKey].title}, rest of the period`}
                value={money(quote.newCharge)}
              />,
              <Row key="unused" term="Unused time on your current plan" value={money(-quote.unusedCredit)} />,
            ]}
        <Row term="Due today" value={money(quote.amountDue)} strong />
      </dl>
      <p className="text-slate-700">
        <strong>{formatCount(quote.creditsNow)} credits</strong> are added as soon as the payment goes through. After
        that, {money(quote.nextAmount)} per {period} with {formatCount(quote.creditsPerPeriod)} credits.
      </p>
    </div>
  );
}

interface ChangePlanDialogProps {
  current: PlanChoice;
  target: PlanChoice | null;
  onClose: () => void;
}

export function ChangePlanDialog({ current, target, onClose }: ChangePlanDialogProps) {
  const client = useQueryClient();
  const quote = useProrationQuote(target ? current : null, target);
  const warned = useRef<unknown>(null);

  useEffect(() => {
    if (quote.isError && warned.current !== quote.error) {
      warned.current = quote.error;
      toast.error(BILLING_MESSAGES.prorationFailed, { description: failureDetail(quote.error) });
    }
  }, [quote.isError, quote.error]);

  const update = useMutation({
    mutationFn: (choice: PlanChoice) => updateSubscription(choice),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      onClose();
      await billingChanged(client);
    },
    onError: (error) => toast.error(BILLING_MESSAGES.subscriptionUpdateFailed, { description: failureDetail(error) }),
  });

  const data = quote.data;
  const confirmLabel =
    data?.effective === 'now' && data.amountDue > 0
      ? `Pay ${formatMinorAmount(data.amountDue, data.currency)} and change`
      : 'Confirm change';

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title={target ? `Change to ${choiceLabel(target)}` : 'Change plan'}
      description={`You are on ${choiceLabel(current)}.`}
    >
      <div className="flex flex-col gap-5">
        {quote.isPending && target && (
          <div aria-busy="true" aria-label="Getting your quote" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        )}
        {quote.isError && (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-800">
            <p>{BILLING_MESSAGES.prorationFailed}</p>
            {failureDetail(quote.error) && <p>{failureDetail(quote.error)}</p>}
            <Button variant="secondary" size="sm" onClick={() => void quote.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {data && <QuoteDetails quote={data} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Keep current plan
          </Button>
          <Button onClick={() => target && update.mutate(target)} disabled={!data} loading={update.isPending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
