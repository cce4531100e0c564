/**
 * "What may this account do now", for every caller: the plan and superuser flag come through the
 * short-lived access cache (users/access-cache.ts), so a gate on a hot path costs no query; the
 * rules are policy.ts. Each assert throws the refusal the person sees.
 */
import { ERROR_MARKERS, MESSAGES } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { Forbidden, NotAuthenticated, PlanNotAllowed } from '../../domain-errors';
import { userAccess } from '../users/access-cache';
import { entitlementsFor, type Entitlements } from './policy';

export { entitlementsFor, type AccountStanding, type Entitlements } from './policy';

/** The account's entitlements; NotAuthenticated when the account behind a valid token is gone. */
export async function entitlementsOf(db: Db, userId: number): Promise<Entitlements> {
  const access = await userAccess(db, userId);
  if (!access) throw new NotAuthenticated(MESSAGES.invalidToken);
  return entitlementsFor(access);
}

export function assertLibraryAccess(entitlements: Entitlements): void {
  if (!entitlements.libraryAccess) throw new PlanNotAllowed(MESSAGES.templatesAccessDenied);
}

export function assertUnhingedLevel(entitlements: Entitlements, level: number): void {
  if (level > entitlements.maxUnhingedLevel) throw new PlanNotAllowed(MESSAGES.premiumRequired);
}

/** The paid AI tools (the AI caption helper, Edit With AI); the refusal carries the contract's marker. */
export function assertAiCaption(entitlements: Entitlements): void {
  if (!entitlements.aiCaption) {
    throw new PlanNotAllowed({ detail: MESSAGES.premiumCaption, code: ERROR_MARKERS.planNotAllowed });
  }
}

export function assertTemplateUpload(entitlements: Entitlements): void {
  if (!entitlements.templateUpload) throw new Forbidden(MESSAGES.superuserOnly);
}
