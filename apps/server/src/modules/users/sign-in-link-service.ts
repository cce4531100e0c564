/**
 * The way in for a locked account's owner (docs/product.md §4.4). The sign-in attempt that uses up
 * an account's attempts queues a mail job (once per lock window: only one attempt is the 10th); the
 * job mails the owner a single-use link valid for 15 minutes. Using it clears the account's count
 * and starts a session like a password sign-in, so a stranger's guesses cannot keep the owner out.
 */
import { MESSAGES, ROUTES } from '@memeforge/contract';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  SIGN_IN_LINK_TTL_MINUTES,
  SIGN_IN_LINK_TTL_MS,
} from '../../auth/one-time-token-store';
import { startSession, type IssuedSession } from '../../auth/sessions';
import type { UserRow } from '../../db/schema';
import { Forbidden, InvalidInput } from '../../domain-errors';
import { signInLinkEmail } from '../../mail/account-emails';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import type { AccountsContext } from './context';
import { findUserByEmail, findUserById, normalizeEmail } from './store';
import { updateUser } from './update-user';

export function signInLink(publicUrl: string, key: string): string {
  return `${publicUrl}${ROUTES.signInLink}?key=${encodeURIComponent(key)}`;
}

/**
 * The mail job's work: a fresh link for a real, enabled account with a password (an account that
 * signs in only with Google is not kept out by password guesses); nothing for anyone else.
 */
export async function sendSignInLinkMail(
  ctx: Pick<AccountsContext, 'db' | 'mailer' | 'publicUrl' | 'logger'>,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.disabledAt || !user.passwordHash) return;
  const key = await issueOneTimeToken(ctx.db, 'sign_in_link', user.id, SIGN_IN_LINK_TTL_MS);
  // A transport failure throws, and the queue retries the job with a link of its own.
  await ctx.mailer.send(signInLinkEmail(user, signInLink(ctx.publicUrl, key), SIGN_IN_LINK_TTL_MINUTES));
  ctx.logger.info({ userId: user.id }, 'sign-in link e-mail sent');
}

/** Uses the link: clears the account's lockout and starts a session, as a password sign-in would. */
export async function signInWithLink(
  ctx: AccountsContext,
  key: string,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const userId = await consumeOneTimeToken(ctx.db, 'sign_in_link', key);
  const found = userId === undefined ? undefined : await findUserById(ctx.db, userId);
  if (!found) throw new InvalidInput(MESSAGES.signInLinkInvalid);
  if (found.disabledAt) throw new Forbidden(MESSAGES.accountDisabled);
  await ctx.limiter.reset(RATE_LIMITS.loginFailuresPerAccount, normalizeEmail(found.email));
  // Opening the link proves the mailbox is theirs, as a reset link does.
  const user = found.emailVerifiedAt
    ? found
    : ((await updateUser(ctx.db, found.id, { emailVerifiedAt: new Date() })) ?? found);
  const session = await startSession(ctx.db, ctx.signer, user.id);
  return { user, session };
}
