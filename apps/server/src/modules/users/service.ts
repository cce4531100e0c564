import { PlanKeySchema, BillingCycleSchema, type CurrentPackage, type User } from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import { revokeRefreshToken } from '../../auth/refresh-token-store';
import type { UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { NotAuthenticated } from '../../domain-errors';
import { MESSAGES } from '@memeforge/contract';
import { findUserByEmail, findUserById, insertUser, updateUser } from './store';

export function toPublicUser(row: UserRow): User {
  const name = row.name || [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    pk: row.id,
    id: row.id,
    name,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isSuperuser: row.isSuperuser,
  };
}

export function toCurrentPackage(row: UserRow): CurrentPackage {
  const plan = PlanKeySchema.safeParse(row.plan);
  const cycle = BillingCycleSchema.safeParse(row.billingCycle);
  return {
    subscribedPackagePlan: plan.success ? plan.data : 'free',
    subscribedPackageBillingCycle: cycle.success ? cycle.data : null,
    credits: String(row.credits),
  };
}

/** The signed-in user, or 401 when the token names an account that no longer exists. */
export async function getSignedInUser(db: Db, userId: number): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw new NotAuthenticated(MESSAGES.invalidToken);
  return row;
}

export interface SuperuserInput {
  email: string;
  password: string;
  name?: string;
}

/**
 * Creates a verified superuser, or promotes and re-passwords the account with that e-mail, so the
 * operator command can be run again to recover access.
 */
export async function createOrPromoteSuperuser(
  db: Db,
  input: SuperuserInput,
): Promise<{ user: UserRow; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const now = new Date();
  if (existing) {
    const user = await updateUser(db, existing.id, {
      isSuperuser: true,
      passwordHash,
      passwordChangedAt: now,
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
    });
    return { user: user ?? existing, created: false };
  }
  const name = input.name ?? input.email.split('@')[0] ?? '';
  const user = await insertUser(db, {
    email: input.email,
    name,
    firstName: name,
    passwordHash,
    isSuperuser: true,
    emailVerifiedAt: now,
  });
  return { user, created: true };
}

/** Logout: the refresh token stops working; the access token expires on its own within minutes. */
export async function endSession(db: Db, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await revokeRefreshToken(db, refreshToken, new Date());
}

/** Profile names (product.md §5.8): a PATCH changes the names given; the display name follows them. */
export async function updateProfile(
  db: Db,
  userId: number,
  input: { firstName?: string | undefined; lastName?: string | undefined },
): Promise<UserRow> {
  const current = await getSignedInUser(db, userId);
  const firstName = input.firstName ?? current.firstName;
  const lastName = input.lastName ?? current.lastName;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const updated = await updateUser(db, userId, { firstName, lastName, name });
  return updated ?? current;
}
