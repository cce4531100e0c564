/**
 * Exporting an account (decision 027): a zip, streamed as it is made, holding
 * `account.json` (profile, sign-in methods, plan, credits and every credit ledger row, payments,
 * newsletter status, contact messages, API keys by name and prefix), `memes.json` (every meme's document, caption, alt text, template,
 * dates and its Edit With AI conversation) and the files: each finished meme under `memes/` with the name a download gets
 * (contract/download-name.ts), the person's own pictures and clips under `uploads/`. Files are
 * opened one at a time, as the zip reaches them, so neither the zip nor its files are ever held in
 * memory and a slow reader holds one file open. Media is stored in the zip as it is (already
 * compressed); the JSON is deflated.
 */
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import {
  accountExportFileName,
  altTextOf,
  captionFieldsOf,
  downloadFileName,
  MEDIA_TYPE,
  type MemeDocument,
} from '@memeforge/contract';
import { ledgerOf } from '../credits/ledger-store';
import { MediaNotFoundError } from '../../adapters/storage';
import type { UserRow } from '../../db/schema';
import type { AccountContext } from './account-deletion-service';
import { ACCOUNT_RATE_LIMITS } from './account-limits';
import {
  accountChatMessages,
  accountContactMessages,
  accountMemes,
  accountPayments,
  accountApiKeys,
  accountSocialAccounts,
  isSubscribedToNewsletter,
  type ExportedChatRow,
  type ExportedMemeRow,
} from './account-store';
import { getSignedInUser, toCurrentPackage } from './service';

/** One file of the zip: where it is stored, and its name in the zip. */
interface ExportedFile {
  key: string;
  name: string;
}

export interface AccountExport {
  fileName: string;
  /** The zip, made as it is read; destroyed with an error if a file cannot be read part-way. */
  body: Readable;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** `name.ext`, or `name-2.ext` when the zip already has `name.ext`. */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let copy = 2; taken.has(candidate); copy += 1) candidate = `${stem}-${copy}${extension}`;
  taken.add(candidate);
  return candidate;
}

const uploadOf = (document: MemeDocument | null) =>
  document?.media.source === 'upload' ? document.media.fileKey : null;

async function accountJson(ctx: AccountContext, user: UserRow, exportedAt: Date) {
  const [ledger, newsletter, contact, social, payments, keys] = await Promise.all([
    ledgerOf(ctx.db, user.id),
    isSubscribedToNewsletter(ctx.db, user.email),
    accountContactMessages(ctx.db, user.id, user.email),
    accountSocialAccounts(ctx.db, user.id),
    accountPayments(ctx.db, user.id),
    accountApiKeys(ctx.db, user.id),
  ]);
  const current = toCurrentPackage(user);
  return {
    exportedAt: exportedAt.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      isSuperuser: user.isSuperuser,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      createdAt: iso(user.createdAt),
      signIn: {
        password: user.passwordHash !== null,
        linkedAccounts: social.map((account) => ({
          provider: account.provider,
          email: account.email,
          linkedAt: iso(account.createdAt),
        })),
      },
    },
    plan: { plan: current.subscribedPackagePlan, billingCycle: current.subscribedPackageBillingCycle },
    credits: user.credits,
    creditLedger: ledger.map((row) => ({
      id: row.id,
      kind: row.kind,
      delta: row.delta,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      memeId: row.memeId,
      createdAt: iso(row.createdAt),
    })),
    // Amounts in the currency's minor unit (cents), as the billing page shows them.
    payments: payments.map((row) => ({
      date: iso(row.createdAt),
      description: row.description,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      type: row.type,
      plan: row.plan,
      billingCycle: row.billingCycle,
      creditsGranted: row.creditsGranted,
      periodStart: iso(row.periodStart),
      periodEnd: iso(row.periodEnd),
      paidAt: iso(row.paidAt),
    })),
    newsletter: { subscribed: newsletter !== undefined, since: iso(newsletter?.since ?? null) },
    contactMessages: contact.map((message) => ({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      sentAt: iso(message.createdAt),
    })),
    // What each key was called and allowed; the key itself exists nowhere to export (decision 051).
    apiKeys: keys.map((key) => ({
      name: key.name,
      prefix: key.prefix,
      scopes: key.scopes,
      createdAt: iso(key.createdAt),
      lastUsedAt: iso(key.lastUsedAt),
      expiresAt: iso(key.expiresAt),
      revokedAt: iso(key.revokedAt),
    })),
  };
}

/** A meme's Edit With AI conversation: who wrote, what, what it changed (AI turns only), when. */
function chatOf(rows: ExportedChatRow[]) {
  return rows.map((row) => ({
    role: row.role,
    text: row.text,
    change:
      row.role === 'ai' && (row.caption !== null || row.templateId !== null)
        ? {
            caption: row.caption,
            template: row.templateId === null ? null : { id: row.templateId, title: row.templateTitle },
          }
        : null,
    sentAt: iso(row.createdAt),
  }));
}

/** memes.json's entries and the files they name, the ones that are really stored. */
async function memesJson(ctx: AccountContext, rows: ExportedMemeRow[], chats: ExportedChatRow[]) {
  const chatsByMeme = new Map<string, ExportedChatRow[]>();
  for (const row of chats) chatsByMeme.set(row.memeId, [...(chatsByMeme.get(row.memeId) ?? []), row]);
  const taken = new Set<string>();
  const files: ExportedFile[] = [];
  const storedOrNull = async (key: string | null) => (key && (await ctx.storage.exists(key)) ? key : null);
  const memes = [];
  for (const { meme, templateTitle, templateDescription } of rows) {
    const { document } = meme;
    const caption = captionFieldsOf(document).tagline;
    const [fileKey, uploadKey] = await Promise.all([storedOrNull(meme.fileKey), storedOrNull(uploadOf(document))]);
    const file = fileKey
      ? `memes/${uniqueName(downloadFileName({ memeId: meme.id, tagline: caption, type: meme.type }, fileKey), taken)}`
      : null;
    const upload = uploadKey ? `uploads/${uniqueName(uploadKey.split('/').pop() ?? uploadKey, taken)}` : null;
    if (fileKey && file) files.push({ key: fileKey, name: file });
    if (uploadKey && upload) files.push({ key: uploadKey, name: upload });
    memes.push({
      id: meme.id,
      kind: meme.type === MEDIA_TYPE.video ? 'video' : 'image',
      status: meme.status,
      caption,
      altText: altTextOf(document, {
        kind: meme.type === MEDIA_TYPE.video ? 'video' : 'image',
        title: templateTitle,
        description: templateDescription,
      }),
      description: meme.description,
      template: meme.templateId === null ? null : { id: meme.templateId, title: templateTitle },
      document,
      liked: meme.isLiked,
      disliked: meme.isDisliked,
      favorited: meme.isFavorited,
      shared: meme.sharedAt !== null,
      createdAt: iso(meme.createdAt),
      finishedAt: iso(meme.endedAt),
      file,
      upload,
      chat: chatOf(chatsByMeme.get(meme.id) ?? []),
    });
  }
  return { memes, files };
}

/**
 * Feeds the files to the zip one after another: each is opened when the one before it has been
 * written, then the zip is finished. A failure destroys the zip with the error (the answer stops
 * short, so the download fails rather than looking complete).
 */
async function appendFiles(ctx: AccountContext, zip: ZipArchive, files: ExportedFile[]): Promise<void> {
  const written = new Map<string, () => void>();
  zip.on('entry', (entry) => written.get(entry.name)?.());
  for (const file of files) {
    let stream: Readable;
    try {
      stream = await ctx.storage.openRead(file.key);
    } catch (error) {
      // Gone since memes.json was written (the meme deleted meanwhile): the rest still goes out.
      if (error instanceof MediaNotFoundError) continue;
      throw error;
    }
    let fail: (error: Error) => void = () => {};
    const done = new Promise<void>((resolve, reject) => {
      written.set(file.name, resolve);
      fail = reject;
    });
    // The reader went away (the zip destroyed): stop, and let go of the file.
    const closed = () => fail(new Error('the export was closed before it was complete'));
    stream.once('error', fail);
    zip.once('error', fail);
    zip.once('close', closed);
    try {
      zip.append(stream, { name: file.name, store: true });
      await done;
    } catch (error) {
      stream.destroy();
      throw error;
    } finally {
      written.delete(file.name);
      zip.off('error', fail);
      zip.off('close', closed);
    }
  }
  await zip.finalize();
}

/** The signed-in account's export, a few times an hour. */
export async function exportAccount(ctx: AccountContext, userId: number, now = new Date()): Promise<AccountExport> {
  const user = await getSignedInUser(ctx.db, userId);
  await ctx.limiter.consume(ACCOUNT_RATE_LIMITS.exportsPerAccount, String(userId));
  const account = await accountJson(ctx, user, now);
  const [memeRows, chats] = await Promise.all([accountMemes(ctx.db, userId), accountChatMessages(ctx.db, userId)]);
  const { memes, files } = await memesJson(ctx, memeRows, chats);

  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.append(`${JSON.stringify(account, null, 2)}\n`, { name: 'account.json', date: now });
  zip.append(`${JSON.stringify(memes, null, 2)}\n`, { name: 'memes.json', date: now });
  appendFiles(ctx, zip, files).catch((error: unknown) => {
    ctx.logger.warn({ err: error, userId }, 'account export stopped part-way');
    zip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  ctx.logger.info({ userId, memes: memes.length, files: files.length }, 'account export started');
  return { fileName: accountExportFileName(now), body: zip };
}
