import { PlanKeySchema, BillingCycleSchema, type CurrentPackage, type User } from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import { revokeOneTimeTokens } from '../../auth/one-time-token-store';
import { passwordProblems } from '../../auth/password-policy';
import { findRefreshToken, revokeAllRefreshTokensOf, revokeFamily } from '../../auth/refresh-token-store';
import type { NewUserRow, UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { InvalidInput, NotAuthenticated } from '../../domain-errors';
import { forgetUserAccess } from './access-cache';
import { rememberSessionEnded } from './session-cache';
import { MESSAGES } from '@memeforge/contract';
import { findUserByEmail, findUserById, insertUser } from './store';
import { updateUser } from './update-user';

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
 * Ends every session and e-mailed link of the account at once: refresh tokens and one-time tokens
 * are revoked, and access tokens issued before `now` are refused (through the access cache, which
 * this process forgets the user from as soon as the change is committed).
 */
export async function endAllSessions(
  db: Db,
  userId: number,
  changes: Partial<NewUserRow> = {},
  now = new Date(),
): Promise<UserRow | undefined> {
  const user = await db.transaction(async (tx) => {
    const row = await updateUser(tx, userId, { sessionsRevokedAt: now, ...changes });
    await revokeAllRefreshTokensOf(tx, userId, now);
    await revokeOneTimeTokens(tx, 'password_reset', userId, now);
    await revokeOneTimeTokens(tx, 'verify_email', userId, now);
    await revokeOneTimeTokens(tx, 'sign_in_link', userId, now);
    return row;
  });
  await forgetUserAccess(db, userId);
  return user;
}

/**
 * Creates a verified superuser, or promotes and re-passwords the account with that e-mail, so the
 * operator command can be run again to recover access. The password must pass the same rules as
 * everyone's; re-passwording ends the account's sessions and links, since recovering access
 * usually means someone else may have it.
 */
export async function createOrPromoteSuperuser(
  db: Db,
  input: SuperuserInput,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, input.email);
  const name = input.name ?? input.email.split('@')[0] ?? '';
  const problems = passwordProblems(input.password, existing ?? { email: input.email, name, firstName: name });
  if (problems.length) throw InvalidInput.fields({ password: problems });
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  if (existing) {
    const user = await endAllSessions(
      db,
      existing.id,
      { isSuperuser: true, passwordHash, passwordChangedAt: now, emailVerifiedAt: existing.emailVerifiedAt ?? now },
      now,
    );
    return { user: user ?? existing, created: false };
  }
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

/** Operator action: the account can no longer sign in, and every token it holds stops working now. */
export async function disableUser(db: Db, userId: number, now = new Date()): Promise<UserRow | undefined> {
  return endAllSessions(db, userId, { disabledAt: now }, now);
}

/**
 * Logout: ends the session named by the refresh token and the one named by the caller's access
 * token (usually the same): every refresh token of that family is revoked, and its access tokens
 * are refused from now on (at once in this process, within the session cache's seconds in others).
 */
export async function endSession(
  db: Db,
  session: { refreshToken?: string | undefined; sessionId?: string | undefined },
  now = new Date(),
): Promise<void> {
  const families = new Set<string>();
  if (session.sessionId) families.add(session.sessionId);
  if (session.refreshToken) {
    const row = await findRefreshToken(db, session.refreshToken);
    if (row) families.add(row.familyId);
  }
  for (const familyId of families) {
    await revokeFamily(db, familyId, now);
    await rememberSessionEnded(db, familyId);
  }
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
