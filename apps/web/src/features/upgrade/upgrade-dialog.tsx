import { Link } from 'react-router';
import { Crown, Zap } from 'lucide-react';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { Button, Dialog } from '../../ui';
import type { UpgradeState } from './upgrade-state';

/**
 * The upgrade dialog itself, in a chunk of its own: the public template page mounts the provider,
 * and the dialog (with Radix Dialog) loads only when it first opens (decision 021).
 */
export function UpgradeModal({ state, onClose }: { state: UpgradeState | null; onClose: () => void }) {
  const Icon = state?.variant === 'credits' ? Zap : Crown;
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={MESSAGES.upgradeRequiredTitle}
      description={MESSAGES.upgradeRequiredSubtitle}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon className="size-7" aria-hidden />
        </span>
        <p className="text-sm text-slate-700" data-variant={state?.variant}>
          {state?.message}
        </p>
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            Maybe later
          </Button>
          <Button asChild className="flex-1">
            <Link to={ROUTES['dashboard.billing.subscription']} onClick={onClose}>
              See plans
            </Link>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
