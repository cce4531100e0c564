import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { MESSAGES } from '@memeforge/contract';
import type { UpgradeState, UpgradeVariant } from './upgrade-state';

export type { UpgradeVariant } from './upgrade-state';

interface UpgradeModalApi {
  openUpgrade: (variant: UpgradeVariant, message?: string) => void;
}

const UpgradeModalContext = createContext<UpgradeModalApi | null>(null);

const DEFAULT_MESSAGES: Record<UpgradeVariant, string> = {
  credits: MESSAGES.outOfCredits,
  premium: MESSAGES.premiumTemplates,
};

const UpgradeModal = lazy(() => import('./upgrade-dialog').then((module) => ({ default: module.UpgradeModal })));

export function UpgradeModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<UpgradeState | null>(null);
  // Mounted from the first opening on, so it can animate closed.
  const [used, setUsed] = useState(false);
  const openUpgrade = useCallback((variant: UpgradeVariant, message?: string) => {
    setState({ variant, message: message ?? DEFAULT_MESSAGES[variant] });
    setUsed(true);
  }, []);
  const value = useMemo(() => ({ openUpgrade }), [openUpgrade]);
  return (
    <UpgradeModalContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <UpgradeModal state={state} onClose={() => setState(null)} />
        </Suspense>
      )}
    </UpgradeModalContext.Provider>
  );
}

export function useUpgradeModal(): UpgradeModalApi {
  const context = useContext(UpgradeModalContext);
  if (!context) throw new Error('useUpgradeModal must be used inside UpgradeModalProvider');
  return context;
}
