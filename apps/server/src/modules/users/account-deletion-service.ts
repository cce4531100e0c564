/**
 * Deleting an account (decision 027). The person confirms with their password, or, for
 * an account that signs in only with Google and so has none, by typing its e-mail address. Every
 * attempt is counted before the check, like sign-in. Then, in this order: any subscription is
 * cancelled at once at the payment provider (billing's step; if it fails, nothing is deleted), and
 * in one transaction the memes, generation batches, Edit With AI messages, sessions and e-mailed
 * tokens, Google links, the address's newsletter subscription and contact messages, and the user
 * row go; with it the database removes the billing customer, subscription mirror, checkout
 * sessions and the local provider's records. The credit ledger and the payment records keep their
 * rows with user_id set null (the payments' receipt links cleared). The files (rendered memes,
 * their download conversions, the person's uploads) are removed only after the commit, so a
 * failure before it leaves the whole account as it was.
 */
import { ACCOUNT_MESSAGES, MESSAGES, type AccountDeleteRequest, type AccountInfo } from '@memeforge/contract';
import { verifyPassword } from '../../auth/passwords';
import type { UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { InvalidInput, NotAuthenticated } from '../../domain-errors';
import type { Logger } from '../../logger';
import { removeMemeFiles, removeStoredFiles } from '../memes/meme-files';
import { deleteMemes } from '../memes/store';
import { forgetUserAccess } from './access-cache';
import { ACCOUNT_RATE_LIMITS } from './account-limits';
import {
  accountMemeFiles,
  anonymiseAccountPayments,
  deleteAccountAddressRows,
  deleteAccountBatches,
  deleteAccountChatMessages,
  deleteAccountSocialAccounts,
  deleteAccountTokens,
  deleteUserRow,
  lockUserForDeletion,
} from './account-store';
import type { Caller } from './context';
import { getSignedInUser } from './service';
import { normalizeEmail } from './store';
import type { Services } from '../../wiring/services';

/**
 * The billing step of a deletion: "cancel any subscription first". It runs after the confirmation
 * and before anything is deleted; if it throws, nothing is deleted and the person sees the error.
 */
export type CancelSubscriptionFirst = (user: UserRow) => Promise<void>;

/**
 * The step when none is given (tests of this module alone): nothing to cancel. The app passes
 * billing's step (modules/billing/account-deletion-service.ts) as
 * `AccountContext.cancelSubscriptionFirst` in app.ts; it cancels the customer's subscription at
 * the payment provider at once (not at the period's end) and throws when that fails, so an account
 * is never deleted while it is still being charged.
 */
export const noSubscriptionToCancel: CancelSubscriptionFirst = async () => {};

/** What deleting and exporting an account need. */
export type AccountContext = Pick<Services, 'db' | 'storage' | 'limiter'> & {
  logger: Pick<Logger, 'warn' | 'info' | 'error'>;
  /** The billing step; `noSubscriptionToCancel` when not given. */
  cancelSubscriptionFirst?: CancelSubscriptionFirst;
};

const confirmationOf = (user: UserRow): AccountInfo['confirmWith'] => (user.passwordHash ? 'password' : 'email');

/** What deleting the signed-in account asks for. */
export async function accountInfo(ctx: Pick<AccountContext, 'db'>, userId: number): Promise<AccountInfo> {
  const user = await getSignedInUser(ctx.db, userId);
  return { confirmWith: confirmationOf(user), email: user.email };
}

/** Refuses, with the field's message, unless the request carries the account's password or e-mail. */
async function checkConfirmation(user: UserRow, input: AccountDeleteRequest): Promise<void> {
  if (user.passwordHash) {
    if (!input.password) throw InvalidInput.fields({ password: [ACCOUNT_MESSAGES.passwordRequired] });
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw InvalidInput.fields({ password: [ACCOUNT_MESSAGES.passwordWrong] });
    }
    return;
  }
  // Addresses are kept lower-cased; the person types theirs as they know it, in any case.
  if (!input.email?.trim()) throw InvalidInput.fields({ email: [ACCOUNT_MESSAGES.emailRequired] });
  if (normalizeEmail(input.email) !== user.email) throw InvalidInput.fields({ email: [ACCOUNT_MESSAGES.emailWrong] });
}

/** The files the deleted rows named: rendered memes (with their conversions) and own uploads. */
interface DeletedFiles {
  memeFiles: string[];
  uploads: string[];
}

async function deleteAccountRows(db: Db, userId: number): Promise<DeletedFiles> {
  return db.transaction(async (tx) => {
    const user = await lockUserForDeletion(tx, userId);
    if (!user) throw new NotAuthenticated(MESSAGES.invalidToken);
    const owned = await accountMemeFiles(tx, userId);
    const memeFiles = await deleteMemes(
      tx,
      owned.map((meme) => meme.id),
    );
    // An editor meme on the person's own picture or clip owns that upload (memes/store deleteUserMeme).
    const uploads = owned.flatMap((meme) =>
      meme.document?.media.source === 'upload' ? [meme.document.media.fileKey] : [],
    );
    await deleteAccountBatches(tx, userId);
    await deleteAccountChatMessages(tx, userId);
    await deleteAccountTokens(tx, userId);
    await deleteAccountSocialAccounts(tx, userId);
    await deleteAccountAddressRows(tx, userId, user.email);
    await anonymiseAccountPayments(tx, userId);
    await deleteUserRow(tx, userId);
    return { memeFiles, uploads };
  });
}

/**
 * Deletes the signed-in account after checking its confirmation. Afterwards its tokens are
 * refused at once in this process (the access cache forgets it; the account is gone), and within
 * the cache's seconds in others.
 */
export async function deleteAccount(
  ctx: AccountContext,
  userId: number,
  input: AccountDeleteRequest,
  caller: Caller,
): Promise<void> {
  const user = await getSignedInUser(ctx.db, userId);
  await ctx.limiter.consume(ACCOUNT_RATE_LIMITS.deleteAttemptsPerAccount, String(userId));
  await ctx.limiter.consume(ACCOUNT_RATE_LIMITS.deleteAttemptsPerAddress, caller.ip);
  await checkConfirmation(user, input);

  await (ctx.cancelSubscriptionFirst ?? noSubscriptionToCancel)(user);
  const files = await deleteAccountRows(ctx.db, userId);
  await forgetUserAccess(ctx.db, userId);
  await ctx.limiter.reset(ACCOUNT_RATE_LIMITS.deleteAttemptsPerAccount, String(userId));
  ctx.logger.info(
    { userId, memeFiles: files.memeFiles.length, uploads: files.uploads.length },
    'account deleted at its owner’s request',
  );

  // After the commit: a rolled-back deletion never loses a file its rows still name. A file that
  // cannot be removed is logged with its key and left for the operator (decision 027).
  await removeMemeFiles(ctx.storage, ctx.logger, files.memeFiles);
  await removeStoredFiles(ctx.storage, ctx.logger, files.uploads);
}
