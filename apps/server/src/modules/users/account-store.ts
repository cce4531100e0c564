/**
 * The queries behind deleting and exporting an account: locking the user row for the deletion's
 * transaction, reading what the export shows, and deleting the account's rows table by table.
 * Memes are deleted through memes/store (the only writer of that table); the credit ledger and
 * the payment records keep their rows, which the database anonymises (user_id set null) when the
 * user row goes, and removes the billing rows that only name the account (cascade).
 */
import { asc, eq, or } from 'drizzle-orm';
import {
  apiKeys,
  billingTransactions,
  contactMessages,
  generationBatches,
  memeChatMessages,
  memes,
  newsletterSubscribers,
  oneTimeTokens,
  refreshTokens,
  socialAccounts,
  templates,
  users,
  type BillingTransactionRow,
  type ContactMessageRow,
  type MemeChatMessageRow,
  type MemeRow,
  type UserRow,
} from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * The user row, locked until the transaction ends: a meme, batch or session inserted for the
 * account at the same moment waits on the lock (its foreign key check), then fails once the row is
 * gone, so nothing new can slip in between reading the account's files and deleting its rows.
 */
export async function lockUserForDeletion(tx: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

export type AccountMemeFiles = Pick<MemeRow, 'id' | 'fileKey' | 'document'>;

/** Every meme of the account with what names its files: the rendered file and any own upload. */
export async function accountMemeFiles(db: Db, userId: number): Promise<AccountMemeFiles[]> {
  return db
    .select({ id: memes.id, fileKey: memes.fileKey, document: memes.document })
    .from(memes)
    .where(eq(memes.userId, userId));
}

export interface ExportedMemeRow {
  meme: MemeRow;
  templateTitle: string | null;
  templateDescription: string | null;
}

/** Every meme of the account, oldest first, with its template's title (for the export). */
export async function accountMemes(db: Db, userId: number): Promise<ExportedMemeRow[]> {
  return db
    .select({ meme: memes, templateTitle: templates.title, templateDescription: templates.description })
    .from(memes)
    .leftJoin(templates, eq(templates.id, memes.templateId))
    .where(eq(memes.userId, userId))
    .orderBy(asc(memes.createdAt), asc(memes.id));
}

export interface ExportedChatRow {
  memeId: string;
  role: MemeChatMessageRow['role'];
  text: string;
  caption: string | null;
  templateId: number | null;
  templateTitle: string | null;
  createdAt: Date;
}

/** Every Edit With AI message of the account, per meme in the order they were written (for the export). */
export async function accountChatMessages(db: Db, userId: number): Promise<ExportedChatRow[]> {
  return db
    .select({
      memeId: memeChatMessages.memeId,
      role: memeChatMessages.role,
      text: memeChatMessages.text,
      caption: memeChatMessages.caption,
      templateId: memeChatMessages.templateId,
      templateTitle: templates.title,
      createdAt: memeChatMessages.createdAt,
    })
    .from(memeChatMessages)
    .leftJoin(templates, eq(templates.id, memeChatMessages.templateId))
    .where(eq(memeChatMessages.userId, userId))
    .orderBy(asc(memeChatMessages.memeId), asc(memeChatMessages.id));
}

export async function isSubscribedToNewsletter(db: Db, email: string): Promise<{ since: Date } | undefined> {
  const [row] = await db
    .select({ since: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  return row;
}

/** The contact messages that are the account's: sent while signed in to it, or from its address. */
function ownContactMessages(userId: number, email: string) {
  return or(eq(contactMessages.userId, userId), eq(contactMessages.email, email));
}

export async function accountContactMessages(db: Db, userId: number, email: string): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(ownContactMessages(userId, email))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

/** The account's API keys, revoked ones too: what each was called and allowed, never the key or its hash. */
export async function accountApiKeys(db: Db, userId: number) {
  return db
    .select({
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.id));
}

export async function accountSocialAccounts(db: Db, userId: number) {
  return db
    .select({ provider: socialAccounts.provider, email: socialAccounts.email, createdAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.id));
}

export async function deleteAccountBatches(tx: Db, userId: number): Promise<void> {
  await tx.delete(generationBatches).where(eq(generationBatches.userId, userId));
}

export async function deleteAccountChatMessages(tx: Db, userId: number): Promise<void> {
  await tx.delete(memeChatMessages).where(eq(memeChatMessages.userId, userId));
}

/** Refresh tokens (every session) and e-mailed one-time tokens (verification, reset, sign-in links). */
export async function deleteAccountTokens(tx: Db, userId: number): Promise<void> {
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}

export async function deleteAccountSocialAccounts(tx: Db, userId: number): Promise<void> {
  await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
}

/** The newsletter subscription of the address and the contact messages that are the account's. */
export async function deleteAccountAddressRows(tx: Db, userId: number, email: string): Promise<void> {
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  await tx.delete(contactMessages).where(ownContactMessages(userId, email));
}

/** The account's payments, oldest first (for the export): what the billing page lists. */
export async function accountPayments(db: Db, userId: number): Promise<BillingTransactionRow[]> {
  return db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.userId, userId))
    .orderBy(asc(billingTransactions.createdAt), asc(billingTransactions.id));
}

/**
 * Payment records stay for the accounts (decision 027), their user_id set null by the database
 * with the user row; they hold amounts, plans, dates and the provider's ids, no name or address.
 * The provider's hosted receipt page shows the customer's name and address, so its link goes.
 */
export async function anonymiseAccountPayments(tx: Db, userId: number): Promise<void> {
  await tx.update(billingTransactions).set({ hostedReceiptUrl: null }).where(eq(billingTransactions.userId, userId));
}

/** The user row itself; the credit ledger's rows stay, their user_id set null by the database. */
export async function deleteUserRow(tx: Db, userId: number): Promise<boolean> {
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}
