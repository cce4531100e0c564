/**
 * Cancelling at the period's end (docs/product.md §7.7 schedule_cancellation) and reopening before it, each
 * confirmed in a dialog first, with the spec's toasts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, PLANS, type Subscription } from '@memeforge/contract';
import { Button, Dialog } from '../../ui';
import { toast } from '../../ui/toast';
import { billingChanged } from './billing-sync';
import { reopenSubscription, scheduleCancellation } from './billing-api';
import { formatDate } from './format';
import { failureDetail } from './use-checkout';

interface DialogProps {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
}

export function CancelSubscriptionDialog({ subscription, open, onClose }: DialogProps) {
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: scheduleCancellation,
    // The server's words: the spec's, plus a note when the provider took it but has not reported back yet.
    onSuccess: async (answer) => {
      toast.success(answer.message);
      onClose();
      await billingChanged(client);
    },
    onError: (error) => toast.error(BILLING_MESSAGES.cancellationFailed, { description: failureDetail(error) }),
  });
  const end = formatDate(subscription.currentPeriodEnd);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !cancel.isPending && onClose()}
      title="Cancel your subscription?"
      description={`Your ${PLANS[subscription.planKey].title} plan stays on until ${end}.`}
    >
      <div className="flex flex-col gap-5 text-sm text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>You will not be charged again.</li>
          <li>You keep your credits and the whole library until {end}; after that you are on the Free plan.</li>
          <li>You can reopen the subscription any time before {end}.</li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep subscription
          </Button>
          <Button variant="danger" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            Cancel at period end
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export function ReopenSubscriptionDialog({ subscription, open, onClose }: DialogProps) {
  const client = useQueryClient();
  const reopen = useMutation({
    mutationFn: reopenSubscription,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      onClose();
      await billingChanged(client);
    },
    onError: (error) => toast.error(failureDetail(error) ?? BILLING_MESSAGES.subscriptionUpdateFailed),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !reopen.isPending && onClose()}
      title="Reopen your subscription?"
      description={`Your ${PLANS[subscription.planKey].title} plan will renew on ${formatDate(subscription.currentPeriodEnd)} as before.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={reopen.isPending}>
          Not now
        </Button>
        <Button onClick={() => reopen.mutate()} loading={reopen.isPending}>
          Reopen subscription
        </Button>
      </div>
    </Dialog>
  );
}
