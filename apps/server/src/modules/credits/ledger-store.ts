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

/** A spend that belongs to no meme (the AI caption helper): its ledger row and the balance after it. */
export interface CreditSpend {
  ledgerId: number;
  credits: number;
}

/**
 * Takes `amount` credits for something other than a meme (memeId null), or none at all: the same
 * one-statement check and decrement as spendForMemes, so concurrent spends cannot go below zero.
 * Throws `refusal` (by default InsufficientCredits) when the balance does not cover it.
 */
export async function spendCredits(
  tx: Db,
  userId: number,
  amount: number,
  reason: string,
  refusal: () => Error = () => new InsufficientCredits(),
): Promise<CreditSpend> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`Cannot spend ${amount} credits`);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}` })
    .where(and(eq(users.id, userId), gte(users.credits, amount)))
    .returning({ credits: users.credits });
  if (!row) throw refusal();
  const [entry] = await tx
    .insert(creditLedger)
    .values({ userId, delta: -amount, kind: 'spend', reason, memeId: null, balanceAfter: row.credits })
    .returning({ id: creditLedger.id });
  return { ledgerId: entry!.id, credits: row.credits };
}

/** The reason a refund of a spend row carries: it names the spend, which is how it is found again. */
export const refundReasonOf = (spendLedgerId: number, reason: string) => `${reason} (spend #${spendLedgerId})`;

/**
 * Gives back a spendCredits spend, once: the spend row is locked, and a refund naming it already
 * there means nothing changes. Returns the balance after, or null when it was refunded before
 * (or is not this user's spend).
 */
export async function refundSpend(
  db: Db,
  userId: number,
  spendLedgerId: number,
  reason: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.id, spendLedgerId), eq(creditLedger.userId, userId), eq(creditLedger.kind, 'spend')))
      .for('update');
    if (!spent) return null;
    const refundReason = refundReasonOf(spendLedgerId, reason);
    const [already] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(
        and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'refund'), eq(creditLedger.reason, refundReason)),
      )
      .limit(1);
    if (already) return null;
    const amount = -spent.delta;
    const [row] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}` })
      .where(eq(users.id, userId))
      .returning({ credits: users.credits });
    if (!row) return null;
    await tx
      .insert(creditLedger)
      .values({ userId, delta: amount, kind: 'refund', reason: refundReason, memeId: null, balanceAfter: row.credits });
    return row.credits;
  });
}

/**
 * The ledger's totals by kind and direction, across the cluster (`credit_ledger_credits`, read at
 * each metrics scrape): credits granted (positive deltas) and spent (negative ones, as positive
 * numbers). One aggregate over the ledger per scrape.
 */
export async function ledgerTotals(
  db: Db,
): Promise<{ kind: string; direction: 'granted' | 'spent'; credits: number }[]> {
  const rows = await db
    .select({
      kind: creditLedger.kind,
      granted: sql<string>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0), 0)`,
      spent: sql<string>`coalesce(-sum(${creditLedger.delta}) filter (where ${creditLedger.delta} < 0), 0)`,
    })
    .from(creditLedger)
    .groupBy(creditLedger.kind);
  return rows.flatMap((row) => [
    { kind: row.kind, direction: 'granted' as const, credits: Number(row.granted) },
    { kind: row.kind, direction: 'spent' as const, credits: Number(row.spent) },
  ]);
}
