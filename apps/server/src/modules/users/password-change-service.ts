/**
 * The signed-in password change (issue 27's security review): the current password is asked for,
 * so a session left open on a shared computer cannot lock its owner out; every attempt is counted
 * before the check, like sign-in. A change ends every session and e-mailed reset or sign-in link of
 * the account, starts a fresh session for the caller, and tells the owner by e-mail.
 */
import { PASSWORD_CHANGE_MESSAGES, authDialogPath, type PasswordChangeRequest } from '@memeforge/contract';
import { verifyPassword } from '../../auth/passwords';
import { startSession, type IssuedSession } from '../../auth/sessions';
import { InvalidInput } from '../../domain-errors';
import { passwordChangedEmail } from '../../mail/account-emails';
import { forgetUserAccess } from './access-cache';
import { ACCOUNT_RATE_LIMITS } from './account-limits';
import type { AccountsContext } from './context';
import { newPasswordHash, storeNewPassword } from './new-password';
import { getSignedInUser } from './service';

export async function changePassword(
  ctx: AccountsContext,
  userId: number,
  input: PasswordChangeRequest,
): Promise<IssuedSession> {
  await ctx.limiter.consume(ACCOUNT_RATE_LIMITS.passwordChangesPerAccount, String(userId));
  const user = await getSignedInUser(ctx.db, userId);
  if (!user.passwordHash) throw InvalidInput.fields({ old_password: [PASSWORD_CHANGE_MESSAGES.noPasswordYet] });
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw InvalidInput.fields({ old_password: [PASSWORD_CHANGE_MESSAGES.oldPasswordWrong] });
  }
  const passwordHash = await newPasswordHash(input, user);
  // Every access token issued before now is refused, this caller's included: it gets a new session below.
  const now = new Date();
  await ctx.db.transaction((tx) => storeNewPassword(tx, userId, passwordHash, now));
  await forgetUserAccess(ctx.db, userId);
  ctx.logger.info({ userId }, 'password changed');
  const session = await startSession(ctx.db, ctx.signer, userId);
  // The change is made; a mail server that is down only costs the notice.
  try {
    await ctx.mailer.send(passwordChangedEmail(user, `${ctx.publicUrl}${authDialogPath('forgot')}`));
  } catch (error) {
    ctx.logger.warn({ userId, err: error }, 'password-changed notice not sent');
  }
  return session;
}
