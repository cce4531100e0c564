/**
 * Password sign-in. Unknown e-mails and wrong passwords get the same answer after the same work
 * (the hasher runs either way). Every attempt is counted, per account and per address, before the
 * password is checked: counting only failures, after the check, let a burst of concurrent guesses
 * all pass the limit before the first failure was written. A success clears the account's count
 * and gives the address its attempt back. The attempt that locks an account queues an e-mail to its
 * owner with a one-time sign-in link (sign-in-link-service.ts).
 */
import { AUTH_ERROR_CODES, MESSAGES, type LoginRequest } from '@memeforge/contract';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startSession, type IssuedSession } from '../../auth/sessions';
import type { UserRow } from '../../db/schema';
import { Forbidden, InvalidInput, NON_FIELD_ERRORS } from '../../domain-errors';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import type { AccountsContext, Caller } from './context';
import { signInLinkMailJob } from './job-types';
import { findUserByEmail, normalizeEmail } from './store';

/** A real Argon2id hash of a random string, so unknown accounts cost the same verify. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}

export async function login(
  ctx: AccountsContext,
  input: LoginRequest,
  caller: Caller,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const account = normalizeEmail(input.email);
  // One atomic upsert each: the 11th of any number of concurrent attempts is refused here.
  const attempt = await ctx.limiter.consume(RATE_LIMITS.loginFailuresPerAccount, account);
  let user: UserRow | undefined;
  try {
    await ctx.limiter.consume(RATE_LIMITS.loginFailuresPerAddress, caller.ip);
    user = await findUserByEmail(ctx.db, account);
    const passwordHash = user?.passwordHash ?? (await decoy());
    const matches = await verifyPassword(passwordHash, input.password);
    if (!user?.passwordHash || !matches) {
      throw InvalidInput.fields({ [NON_FIELD_ERRORS]: [MESSAGES.invalidCredentials] });
    }
  } catch (error) {
    // This attempt used up the account's last one: the owner is mailed a way in (docs/product.md
    // §4.4). Queued for unknown addresses too, so the answer and its timing say nothing; the job
    // finds out whether there is anyone to mail. Only one attempt per window is the limit-th.
    if (attempt === RATE_LIMITS.loginFailuresPerAccount.limit) {
      await ctx.queue.send(signInLinkMailJob, { email: account });
    }
    throw error;
  }
  await ctx.limiter.reset(RATE_LIMITS.loginFailuresPerAccount, account);
  await ctx.limiter.release(RATE_LIMITS.loginFailuresPerAddress, caller.ip);
  if (user.disabledAt) throw new Forbidden(MESSAGES.accountDisabled);
  if (!user.emailVerifiedAt) {
    throw InvalidInput.coded(MESSAGES.emailNotVerified, AUTH_ERROR_CODES.emailNotVerified);
  }
  const session = await startSession(ctx.db, ctx.signer, user.id);
  return { user, session };
}
