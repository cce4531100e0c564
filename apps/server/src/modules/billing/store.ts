/** The billing module's queries: customers, the subscription mirror, transactions, events, sessions. */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TransactionStatus, TransactionType } from '@memeforge/contract';
import {
  billingCheckoutSessions,
  billingCustomers,
  billingEvents,
  billingTransactions,
  subscriptions,
  users,
  type BillingCheckoutSessionRow,
  type BillingTransactionRow,
  type SubscriptionRow,
} from '../../db/schema';
import type { Db } from '../../db/types';
import type { BillingProviderName } from '../../adapters/billing';

export async function findCustomer(db: Db, userId: number, provider: BillingProviderName): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.customerId ?? null;
}

export async function insertCustomer(db: Db, userId: number, provider: BillingProviderName, customerId: string) {
  await db.insert(billingCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
}

export async function userOfCustomer(
  db: Db,
  provider: BillingProviderName,
  customerId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  return row?.userId ?? null;
}

/** Locks the account's row for the rest of the transaction (one customer creation at a time). */
export async function lockUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, credits: users.credits })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function findUserContact(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setUserPlan(
  db: Db,
  userId: number,
  plan: SubscriptionRow['plan'],
  billingCycle: SubscriptionRow['billingCycle'] | null,
) {
  await db.update(users).set({ plan, billingCycle, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findSubscriptionOfUser(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export async function lockSubscriptionOfUser(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row ?? null;
}

export type SubscriptionValues = Omit<SubscriptionRow, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertSubscription(db: Db, values: SubscriptionValues) {
  await db.insert(subscriptions).values(values);
}

export async function updateSubscription(db: Db, id: number, values: SubscriptionValues) {
  await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

/** Records an event id; false when it was recorded before (a repeated delivery). */
export async function claimEvent(db: Db, provider: BillingProviderName, eventId: string, type: string) {
  const inserted = await db
    .insert(billingEvents)
    .values({ eventId, provider, type })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  return inserted.length > 0;
}

export async function countEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(billingEvents);
  return row?.n ?? 0;
}

export type TransactionValues = Omit<
  BillingTransactionRow,
  'id' | 'createdAt' | 'creditsGranted' | 'creditedAt' | 'failureNotifiedAt'
>;

/** Inserts or refreshes the transaction of an invoice, and answers its row locked for this transaction. */
export async function upsertTransaction(db: Db, values: TransactionValues): Promise<BillingTransactionRow> {
  await db
    .insert(billingTransactions)
    .values(values)
    .onConflictDoUpdate({
      target: [billingTransactions.provider, billingTransactions.providerInvoiceId],
      set: {
        userId: sql`coalesce(${billingTransactions.userId}, excluded.user_id)`,
        amount: values.amount,
        status: values.status,
        hostedReceiptUrl: values.hostedReceiptUrl,
        paidAt: values.paidAt,
        periodStart: values.periodStart,
        periodEnd: values.periodEnd,
      },
    });
  const [row] = await db
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.provider, values.provider),
        eq(billingTransactions.providerInvoiceId, values.providerInvoiceId),
      ),
    )
    .for('update');
  return row!;
}

/** Marks the invoice's credits granted, once: false when they were already. */
export async function markCredited(db: Db, transactionId: number, credits: number): Promise<boolean> {
  const updated = await db
    .update(billingTransactions)
    .set({ creditedAt: new Date(), creditsGranted: credits })
    .where(and(eq(billingTransactions.id, transactionId), isNull(billingTransactions.creditedAt)))
    .returning({ id: billingTransactions.id });
  return updated.length > 0;
}

/** Marks the person told about a failed payment, once: false when they were already. */
export async function markFailureNotified(db: Db, transactionId: number): Promise<boolean> {
  const updated = await db
    .update(billingTransactions)
    .set({ failureNotifiedAt: new Date() })
    .where(and(eq(billingTransactions.id, transactionId), isNull(billingTransactions.failureNotifiedAt)))
    .returning({ id: billingTransactions.id });
  return updated.length > 0;
}

export async function listTransactions(
  db: Db,
  userId: number,
  filter: { status?: TransactionStatus | undefined; type?: TransactionType | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: BillingTransactionRow[]; total: number }> {
  const conditions: SQL[] = [eq(billingTransactions.userId, userId)];
  if (filter.status) conditions.push(eq(billingTransactions.status, filter.status));
  if (filter.type) conditions.push(eq(billingTransactions.type, filter.type));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(billingTransactions)
      .where(where)
      .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(billingTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTransaction(db: Db, userId: number, id: number): Promise<BillingTransactionRow | null> {
  const [row] = await db
    .select()
    .from(billingTransactions)
    .where(and(eq(billingTransactions.id, id), eq(billingTransactions.userId, userId)));
  return row ?? null;
}

export async function insertCheckoutSession(
  db: Db,
  values: Omit<
    BillingCheckoutSessionRow,
    'status' | 'createdAt' | 'completedAt' | 'confirmedAt' | 'providerSubscriptionId' | 'providerInvoiceId'
  >,
) {
  await db.insert(billingCheckoutSessions).values(values);
}

export async function findCheckoutSession(db: Db, id: string): Promise<BillingCheckoutSessionRow | null> {
  const [row] = await db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.id, id));
  return row ?? null;
}

/**
 * The account's checkouts at this provider that were never confirmed here: each may still be open,
 * or may have been paid with the word lost (account deletion asks the provider about each).
 */
export async function unconfirmedCheckoutSessions(
  db: Db,
  userId: number,
  provider: BillingProviderName,
): Promise<string[]> {
  const rows = await db
    .select({ id: billingCheckoutSessions.id })
    .from(billingCheckoutSessions)
    .where(
      and(
        eq(billingCheckoutSessions.userId, userId),
        eq(billingCheckoutSessions.provider, provider),
        isNull(billingCheckoutSessions.confirmedAt),
      ),
    )
    .orderBy(billingCheckoutSessions.createdAt);
  return rows.map((row) => row.id);
}

/** The first confirmation of a session wins; false for every later one. */
export async function markSessionConfirmed(
  db: Db,
  id: string,
  provider: { subscriptionId: string | null; invoiceId: string | null },
): Promise<boolean> {
  const updated = await db
    .update(billingCheckoutSessions)
    .set({
      status: 'complete',
      confirmedAt: new Date(),
      providerSubscriptionId: sql`coalesce(${billingCheckoutSessions.providerSubscriptionId}, ${provider.subscriptionId})`,
      providerInvoiceId: sql`coalesce(${billingCheckoutSessions.providerInvoiceId}, ${provider.invoiceId})`,
    })
    .where(and(eq(billingCheckoutSessions.id, id), isNull(billingCheckoutSessions.confirmedAt)))
    .returning({ id: billingCheckoutSessions.id });
  return updated.length > 0;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}
