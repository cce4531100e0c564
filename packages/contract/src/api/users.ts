import { z } from 'zod';
import { BillingCycleSchema, PlanKeySchema } from '../plans';

/** The signed-in user (product.md §3.1). `pk` mirrors `id` for dj-rest-auth compatibility. */
export const UserSchema = z
  .object({
    pk: z.number().int(),
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isSuperuser: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** Login, verify-email and social-auth answers (product.md §3.10). */
export const SessionResponseSchema = z
  .object({ access: z.string(), refresh: z.string(), user: UserSchema })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** GET /billing/current-package/me/ (product.md §3.7): credits is a string holding a number. */
export const CurrentPackageSchema = z
  .object({
    subscribedPackagePlan: PlanKeySchema,
    subscribedPackageBillingCycle: BillingCycleSchema.nullable(),
    credits: z.string().regex(/^-?\d+$/),
  })
  .meta({ id: 'CurrentPackage' });
export type CurrentPackage = z.infer<typeof CurrentPackageSchema>;

/**
 * Account deletion and export (our addition; the privacy policy promises both). Deleting asks for
 * the password, or, for an account that signs in only with Google and has none, its e-mail address
 * typed out; `GET` on the account path says which. Messages live here, beside their calls.
 */
export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'That password is not correct. Your account has not been deleted.',
  emailRequired: 'Type your e-mail address to delete your account.',
  emailWrong: 'That is not your account’s e-mail address. Your account has not been deleted.',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
  subscriptionNotCancelled:
    'Your subscription could not be cancelled just now, so your account has not been deleted. Please try again in a few minutes.',
  exportStarted: 'Your data export is downloading.',
  exportFailed: 'Your data could not be exported. Please try again.',
} as const;

export const ACCOUNT_CONFIRMATIONS = ['password', 'email'] as const;
export type AccountConfirmation = (typeof ACCOUNT_CONFIRMATIONS)[number];

/** GET account: what deleting this account asks for (a password, or the e-mail for Google-only accounts). */
export const AccountInfoSchema = z
  .object({ confirmWith: z.enum(ACCOUNT_CONFIRMATIONS), email: z.string() })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof AccountInfoSchema>;

/** DELETE account: the password, or the account's e-mail when it has no password; the other is ignored. */
export const AccountDeleteRequestSchema = z
  .object({
    password: z.string().max(4096).optional(),
    email: z.string().max(320).optional(),
  })
  .meta({ id: 'AccountDeleteRequest' });
export type AccountDeleteRequest = z.infer<typeof AccountDeleteRequestSchema>;

/** The export's file name: `memeforge-export-2026-11-24.zip` (the day it was made, UTC). */
export function accountExportFileName(now: Date): string {
  return `memeforge-export-${now.toISOString().slice(0, 10)}.zip`;
}
