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
