/**
 * Forgotten passwords. A request always gets the same answer in the same time; only real accounts
 * get mail, sent by a job. The e-mailed link carries uid (the account id, base64url as Django
 * writes it) and a single-use token, valid for an hour; setting the new password ends every session and spends every other reset
 * and sign-in link. Opening
 * the link proves the mailbox is theirs, so an unverified address becomes verified.
 */
import { ROUTES, type PasswordResetConfirmRequest } from '@memeforge/contract';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  PASSWORD_RESET_TTL_HOURS,
  PASSWORD_RESET_TTL_MS,
  peekOneTimeToken,
  revokeOneTimeTokens,
} from '../../auth/one-time-token-store';
import { InvalidInput } from '../../domain-errors';
import { passwordResetEmail } from '../../mail/account-emails';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import { forgetUserAccess } from './access-cache';
import type { AccountsContext, Caller } from './context';
import { passwordResetMailJob } from './job-types';
import { findUserByEmail, findUserById, normalizeEmail } from './store';
import { newPasswordHash, storeNewPassword } from './new-password';

/** Django's answer for a bad uid or token. */
const INVALID_VALUE = 'Invalid value';

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | undefined {
  const decoded = Buffer.from(uid, 'base64url').toString();
  return /^\d{1,12}$/.test(decoded) ? Number(decoded) : undefined;
}

export function resetLink(publicUrl: string, userId: number, token: string): string {
  const query = `uid=${encodeURIComponent(encodeUid(userId))}&token=${encodeURIComponent(token)}`;
  return `${publicUrl}${ROUTES.resetPassword}?${query}`;
}

/**
 * Every request, known address or not, does the same work and gets the same answer: count it,
 * queue the mail job. Whether the address has an account, and whether the mail server is up, is
 * the job's business, invisible in the answer and its timing.
 */
export async function requestPasswordReset(ctx: AccountsContext, email: string, caller: Caller): Promise<void> {
  await ctx.limiter.consume(RATE_LIMITS.passwordResetPerAddress, caller.ip);
  await ctx.limiter.consume(RATE_LIMITS.passwordResetPerEmail, normalizeEmail(email));
  await ctx.queue.send(passwordResetMailJob, { email: normalizeEmail(email) });
}

/** The mail job's work: a fresh link for a real, enabled account; nothing for anyone else. */
export async function sendPasswordResetMail(
  ctx: Pick<AccountsContext, 'db' | 'mailer' | 'publicUrl' | 'logger'>,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.disabledAt) return;
  const token = await issueOneTimeToken(ctx.db, 'password_reset', user.id, PASSWORD_RESET_TTL_MS);
  // A transport failure throws, and the queue retries the job with a link of its own.
  await ctx.mailer.send(passwordResetEmail(user, resetLink(ctx.publicUrl, user.id, token), PASSWORD_RESET_TTL_HOURS));
  ctx.logger.info({ userId: user.id }, 'password reset e-mail sent');
}

export async function confirmPasswordReset(ctx: AccountsContext, input: PasswordResetConfirmRequest): Promise<void> {
  const userId = decodeUid(input.uid);
  if (userId === undefined) throw InvalidInput.fields({ uid: [INVALID_VALUE] });
  const owner = await peekOneTimeToken(ctx.db, 'password_reset', input.token);
  const user = owner === userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw InvalidInput.fields({ token: [INVALID_VALUE] });

  const passwordHash = await newPasswordHash(input, user);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    // Spent here, under the same transaction as the change: a second click finds it used.
    if ((await consumeOneTimeToken(tx, 'password_reset', input.token, now)) !== userId) {
      throw InvalidInput.fields({ token: [INVALID_VALUE] });
    }
    await storeNewPassword(tx, userId, passwordHash, now, { emailVerifiedAt: user.emailVerifiedAt ?? now });
    // The reset verified the address; a verification key still in a mailbox would sign in anyone
    // who reads it, with no password at all.
    await revokeOneTimeTokens(tx, 'verify_email', userId, now);
  });
  // updateUser forgot the user in the transaction's cache, not the one requests read.
  await forgetUserAccess(ctx.db, userId);
  ctx.logger.info({ userId }, 'password reset');
}
