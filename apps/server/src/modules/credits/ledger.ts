/**
 * The credit ledger's writes. Each function changes `users.credits` and appends the matching
 * ledger rows in one transaction (the caller's, when it passes one), so the balance is always the
 * sum of the ledger.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { creditLedger, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { InsufficientCredits } from '../../domain-errors';

export type LedgerKind = 'grant' | 'spend' | 'refund' | 'reset';

/** Adds (or with a negative amount, removes) credits, e.g. the sign-up grant or a support grant. */
export async function grantCredits(
  db: Db,
  userId: number,
  amount: number,
  reason: string,
  kind: LedgerKind = 'grant',
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}` })
      .where(eq(users.id, userId))
      .returning({ credits: users.credits });
    if (!row) throw new Error(`No user ${userId}`);
    await tx.insert(creditLedger).values({ userId, delta: amount, kind, reason, balanceAfter: row.credits });
    return row.credits;
  });
}

/**
 * Takes one credit for each meme, or none at all: the balance check and the decrement are one
 * statement, so concurrent spends are serialised by the row lock and cannot go below zero.
 * Must run inside the caller's transaction (with the memes' inserts) to be undone with them.
 */
export async function spendForMemes(tx: Db, userId: number, memeIds: string[], reason: string): Promise<number> {
  const cost = memeIds.length;
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cost}` })
    .where(and(eq(users.id, userId), gte(users.credits, cost)))
    .returning({ credits: users.credits });
  if (!row) throw new InsufficientCredits();
  await tx.insert(creditLedger).values(
    memeIds.map((memeId, index) => ({
      userId,
      delta: -1,
      kind: 'spend' as const,
      reason,
      memeId,
      // The balance after each row, in order, so every row reads true on its own.
      balanceAfter: row.credits + cost - index - 1,
    })),
  );
  return row.credits;
}

/**
 * Gives back the credit a meme cost, once: a second refund of the same meme (a retried failure
 * handler) finds the unique refund row and changes nothing. Only a meme that was paid for is
 * refunded. Returns whether a credit was given back.
 */
export async function refundMeme(tx: Db, userId: number, memeId: string, reason: string): Promise<boolean> {
  const [spent] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.memeId, memeId), eq(creditLedger.kind, 'spend')))
    .limit(1);
  if (!spent) return false;
  const inserted = await tx
    .insert(creditLedger)
    .values({ userId, delta: 1, kind: 'refund', reason, memeId, balanceAfter: 0 })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return false;
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + 1` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  await tx
    .update(creditLedger)
    .set({ balanceAfter: row?.credits ?? 0 })
    .where(eq(creditLedger.id, inserted[0]!.id));
  return true;
}

export async function ledgerOf(db: Db, userId: number) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
}
