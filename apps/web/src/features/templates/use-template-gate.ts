import { useCallback, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PLAN, MESSAGES, isPaidPlan, type PlanKey } from '@memeforge/contract';
import { fetchCurrentPackage, sessionKeys, useCurrentPackage, useMe } from '../session/queries';
import { useUpgradeModal } from '../upgrade/upgrade-modal';

/** What the free plan may not do with a library template, each with its product.md §6.3 message. */
export const GATED_MESSAGES = {
  use: MESSAGES.premiumTemplates,
  select: MESSAGES.premiumSelectTemplate,
} as const;
export type GatedAction = keyof typeof GATED_MESSAGES;

/**
 * The free-plan gate for templates (product.md §1.5, §6.3), in one place: preview, edit and
 * download (`use`) and picking a template (`select`) run for paid plans and open the premium
 * upgrade modal otherwise (superusers are let through on any plan, as on the server). The plan comes from the current package; when it is not loaded yet it
 * is fetched first, and when it cannot be known the product's default plan (free) applies.
 */
export function useTemplateGate() {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const pkg = useCurrentPackage(signedIn);
  const client = useQueryClient();
  const { openUpgrade } = useUpgradeModal();
  const knownPlan = pkg.data?.subscribedPackagePlan;
  // Superusers may use the whole library on any plan, as the server's entitlements allow.
  const superuser = me.data?.isSuperuser === true;

  const resolvePlan = useCallback(async (): Promise<PlanKey> => {
    if (knownPlan) return knownPlan;
    if (!signedIn) return DEFAULT_PLAN;
    try {
      const current = await client.fetchQuery({ queryKey: sessionKeys.currentPackage, queryFn: fetchCurrentPackage });
      return current.subscribedPackagePlan;
    } catch {
      return DEFAULT_PLAN;
    }
  }, [client, knownPlan, signedIn]);

  /** Runs `action` on a paid plan; otherwise opens the upgrade modal with the action's message. */
  const run = useCallback(
    async (gated: GatedAction, action: () => void) => {
      if (superuser || isPaidPlan(await resolvePlan())) action();
      else openUpgrade('premium', GATED_MESSAGES[gated]);
    },
    [openUpgrade, resolvePlan, superuser],
  );

  /**
   * For a link (edit, download): a known paid plan lets the browser follow it as usual; otherwise
   * the click is held back and `fallback` runs once the plan allows it.
   */
  const guardLink = useCallback(
    (gated: GatedAction, fallback: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (superuser || isPaidPlan(knownPlan)) return;
      event.preventDefault();
      void run(gated, fallback);
    },
    [knownPlan, run, superuser],
  );

  return { run, guardLink, paid: superuser || isPaidPlan(knownPlan) };
}
