/**
 * Sign-up and e-mail verification. A new account is unverified, on the free plan with its free
 * credits, and gets a single-use verification key by e-mail; using the key verifies the address and
 * starts a session.
 */
import { FREE_SIGNUP_CREDITS, MESSAGES, type SignupRequest } from '@memeforge/contract';
import { MailTransportError } from '../../adapters/mail';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
  VERIFY_EMAIL_TTL_MS,
} from '../../auth/one-time-token-store';
import { hashPassword } from '../../auth/passwords';
import { passwordProblems } from '../../auth/password-policy';
import { startSession, type IssuedSession } from '../../auth/sessions';
import type { UserRow } from '../../db/schema';
import { InvalidInput, Unavailable } from '../../domain-errors';
import { verificationEmail } from '../../mail/account-emails';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import type { AccountsContext, Caller } from './context';
import { isUniqueViolation } from '../../db/errors';
import { findUserByEmail, findUserById, insertUser, normalizeEmail } from './store';
import { updateUser } from './update-user';
import { forgetUserAccess } from './access-cache';
import { ROUTES } from '@memeforge/contract';

export function verificationLink(publicUrl: string, key: string): string {
  return `${publicUrl}${ROUTES.verifyEmail}?key=${encodeURIComponent(key)}`;
}

async function sendVerification(ctx: AccountsContext, user: UserRow): Promise<void> {
  const key = await issueOneTimeToken(ctx.db, 'verify_email', user.id, VERIFY_EMAIL_TTL_MS);
  await ctx.mailer.send(verificationEmail(user, verificationLink(ctx.publicUrl, key)));
}

export async function register(ctx: AccountsContext, input: SignupRequest, caller: Caller): Promise<void> {
  await ctx.limiter.consume(RATE_LIMITS.registrationPerAddress, caller.ip);
  const problems = passwordProblems(input.password1, { name: input.name, email: input.email });
  if (problems.length) throw InvalidInput.fields({ password1: problems });
  if (await findUserByEmail(ctx.db, input.email)) {
    throw InvalidInput.fields({ email: [MESSAGES.emailAlreadyRegistered] });
  }

  let user: UserRow;
  try {
    user = await insertUser(ctx.db, {
      email: normalizeEmail(input.email),
      name: input.name,
      firstName: input.name.split(/\s+/)[0] ?? '',
      lastName: input.name.split(/\s+/).slice(1).join(' '),
      passwordHash: await hashPassword(input.password1),
      plan: 'free',
      credits: FREE_SIGNUP_CREDITS,
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw InvalidInput.fields({ email: [MESSAGES.emailAlreadyRegistered] });
    throw error;
  }
  ctx.logger.info({ userId: user.id }, 'account created');

  try {
    await sendVerification(ctx, user);
  } catch (error) {
    // The account stays: signing in offers a fresh link once mail works again.
    if (error instanceof MailTransportError) throw new Unavailable(MESSAGES.signupMailUnavailable);
    throw error;
  }
}

/**
 * Uses the key, verifies the address and signs the person in. Every other verification key of the
 * account stops working with it: once the address is verified, a key left in a mailbox (resends
 * make several) would be a password-free way in for whoever reads it.
 */
export async function verifyEmail(
  ctx: AccountsContext,
  key: string,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const now = new Date();
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, 'verify_email', key, now);
    const found = userId === undefined ? undefined : await findUserById(tx, userId);
    if (!found) throw new InvalidInput(MESSAGES.invalidOrExpiredKey);
    await revokeOneTimeTokens(tx, 'verify_email', found.id, now);
    if (found.emailVerifiedAt) return found;
    return (await updateUser(tx, found.id, { emailVerifiedAt: now })) ?? found;
  });
  await forgetUserAccess(ctx.db, user.id);
  const session = await startSession(ctx.db, ctx.signer, user.id);
  return { user, session };
}

/** A fresh link for an unverified account; the same answer whether or not the address is known. */
export async function resendVerification(ctx: AccountsContext, email: string, caller: Caller): Promise<void> {
  await ctx.limiter.consume(RATE_LIMITS.resendPerAddress, caller.ip);
  await ctx.limiter.consume(RATE_LIMITS.resendPerEmail, normalizeEmail(email));
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt) return;
  try {
    await sendVerification(ctx, user);
  } catch (error) {
    if (error instanceof MailTransportError) throw new Unavailable(MESSAGES.mailUnavailable);
    throw error;
  }
}
