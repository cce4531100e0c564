import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Crown, Zap } from 'lucide-react';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { Button, Dialog } from '../../ui';

/** Out of credits, or a feature reserved for paid plans (product.md §2.5, §8.2). */
export type UpgradeVariant = 'credits' | 'premium';

interface UpgradeState {
  variant: UpgradeVariant;
  message: string;
}

interface UpgradeModalApi {
  openUpgrade: (variant: UpgradeVariant, message?: string) => void;
}

const UpgradeModalContext = createContext<UpgradeModalApi | null>(null);

const DEFAULT_MESSAGES: Record<UpgradeVariant, string> = {
  credits: MESSAGES.outOfCredits,
  premium: MESSAGES.premiumTemplates,
};

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

export function UpgradeModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<UpgradeState | null>(null);
  const openUpgrade = useCallback((variant: UpgradeVariant, message?: string) => {
    setState({ variant, message: message ?? DEFAULT_MESSAGES[variant] });
  }, []);
  const value = useMemo(() => ({ openUpgrade }), [openUpgrade]);
  return (
    <UpgradeModalContext.Provider value={value}>
      {children}
      <UpgradeModal state={state} onClose={() => setState(null)} />
    </UpgradeModalContext.Provider>
  );
}

export function useUpgradeModal(): UpgradeModalApi {
  const context = useContext(UpgradeModalContext);
  if (!context) throw new Error('useUpgradeModal must be used inside UpgradeModalProvider');
  return context;
}
