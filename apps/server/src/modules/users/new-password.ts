/**
 * What every way of setting a new password shares (the e-mailed reset and the signed-in change):
 * the rules the new one meets, and what setting it ends.
 */
import { revokeOneTimeTokens } from '../../auth/one-time-token-store';
import { hashPassword } from '../../auth/passwords';
import { passwordProblems, type PasswordOwner } from '../../auth/password-policy';
import { revokeAllRefreshTokensOf } from '../../auth/refresh-token-store';
import type { NewUserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { InvalidInput } from '../../domain-errors';
import { updateUser } from './update-user';

/** Django's words for two new-password fields that differ. */
const PASSWORDS_DIFFER = 'The two password fields didn’t match.';

/** Both fields equal and Django's validators satisfied, or field errors on `new_password2`; answers its hash. */
export async function newPasswordHash(
  input: { new_password1: string; new_password2: string },
  user: PasswordOwner,
): Promise<string> {
  if (input.new_password1 !== input.new_password2) throw InvalidInput.fields({ new_password2: [PASSWORDS_DIFFER] });
  const problems = passwordProblems(input.new_password2, user);
  if (problems.length) throw InvalidInput.fields({ new_password2: problems });
  return hashPassword(input.new_password2);
}

/**
 * Sets the password inside the caller's transaction and ends what the old one let in: every
 * session (passwordChangedAt refuses access tokens issued before `now`; refresh tokens are revoked)
 * and every e-mailed reset or sign-in link (one mailed during a lockout would otherwise outlive
 * the password it got round). The caller forgets the user's access once the transaction commits.
 */
export async function storeNewPassword(
  tx: Db,
  userId: number,
  passwordHash: string,
  now: Date,
  changes: Partial<NewUserRow> = {},
): Promise<void> {
  await updateUser(tx, userId, { ...changes, passwordHash, passwordChangedAt: now });
  await revokeAllRefreshTokensOf(tx, userId, now);
  await revokeOneTimeTokens(tx, 'password_reset', userId, now);
  await revokeOneTimeTokens(tx, 'sign_in_link', userId, now);
}
