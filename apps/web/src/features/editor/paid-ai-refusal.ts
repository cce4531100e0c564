import type { QueryClient } from '@tanstack/react-query';
import { ERROR_MARKERS, MESSAGES, errorMarkerOf } from '@memeforge/contract';
import { ApiError } from '../../api';
import { sessionKeys } from '../session/queries';
import type { UpgradeVariant } from '../upgrade/upgrade-modal';

/**
 * The paid AI tools' refusals (the AI caption helper, Edit With AI): a plan without the tool (403
 * with the plan marker) or an empty balance (402 with the credits marker) opens the upgrade dialog
 * in the spec's words, the balance refetched for the latter. True when it was one of them; any
 * other failure is the caller's to show.
 */
export function showPaidAiRefusal(
  error: unknown,
  openUpgrade: (variant: UpgradeVariant, message?: string) => void,
  client: QueryClient,
): boolean {
  const marker = error instanceof ApiError ? errorMarkerOf(error.body) : null;
  if (marker === ERROR_MARKERS.planNotAllowed) {
    openUpgrade('premium', MESSAGES.premiumCaption);
    return true;
  }
  if (marker === ERROR_MARKERS.outOfCredits) {
    void client.invalidateQueries({ queryKey: sessionKeys.currentPackage });
    openUpgrade('credits', MESSAGES.outOfCredits);
    return true;
  }
  return false;
}
