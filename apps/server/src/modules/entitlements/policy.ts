/**
 * What a plan allows, as one pure answer: the only place that reads a plan key and decides. The
 * generation, library and caption gates, the set-plan command and billing all ask here, so a new
 * plan or a changed rule is one edit.
 */
import { isPaidPlan, PLAN_STORAGE_BYTES, PREMIUM_UNHINGED_MIN, UNHINGED_MAX, type PlanKey } from '@memeforge/contract';

export interface AccountStanding {
  plan: PlanKey;
  isSuperuser: boolean;
}

export interface Entitlements extends AccountStanding {
  /** A paid plan, or a superuser (who may do anything a paying customer may). */
  paid: boolean;
  /** Browse, preview, select, edit and download library templates. */
  libraryAccess: boolean;
  /** The highest unhinged level this account may generate at. */
  maxUnhingedLevel: number;
  /** The editor's AI caption helper and 'Edit With AI'. */
  aiCaption: boolean;
  /** Upload templates to the library (an operator's job, not a plan's). */
  templateUpload: boolean;
  /** What the account's memes and own uploads may keep in storage, in bytes (decision 047). */
  storageBytes: number;
}

/** The largest plan's storage: a superuser's, who may do what any paying customer may. */
const MOST_STORAGE = Math.max(...Object.values(PLAN_STORAGE_BYTES));

export function entitlementsFor(standing: AccountStanding): Entitlements {
  const paid = standing.isSuperuser || isPaidPlan(standing.plan);
  return {
    ...standing,
    paid,
    libraryAccess: paid,
    maxUnhingedLevel: paid ? UNHINGED_MAX : PREMIUM_UNHINGED_MIN - 1,
    aiCaption: paid,
    templateUpload: standing.isSuperuser,
    storageBytes: standing.isSuperuser ? MOST_STORAGE : PLAN_STORAGE_BYTES[standing.plan],
  };
}
