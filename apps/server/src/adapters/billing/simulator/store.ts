/**
 * The billing simulator's records (local_billing_*): checkout sessions, subscriptions and their
 * invoices, what Stripe would hold. Only the simulator reads and writes them.
 */
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import {
  localBillingCheckoutSessions,
  localBillingInvoices,
  localBillingSubscriptions,
  type LocalBillingCheckoutSessionRow,
  type LocalBillingInvoiceRow,
  type LocalBillingSubscriptionRow,
} from './schema';
import type { Db } from '../../../db/types';

export type SessionRow = LocalBillingCheckoutSessionRow;
export type SubscriptionRow = LocalBillingSubscriptionRow;
export type InvoiceRow = LocalBillingInvoiceRow;

export async function insertSession(db: Db, values: typeof localBillingCheckoutSessions.$inferInsert) {
  await db.insert(localBillingCheckoutSessions).values(values);
}

export async function findSession(db: Db, id: string, lock = false): Promise<SessionRow | null> {
  const query = db.select().from(localBillingCheckoutSessions).where(eq(localBillingCheckoutSessions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSession(db: Db, id: string, values: Partial<SessionRow>) {
  await db.update(localBillingCheckoutSessions).set(values).where(eq(localBillingCheckoutSessions.id, id));
}

export async function insertSubscription(db: Db, values: typeof localBillingSubscriptions.$inferInsert) {
  await db.insert(localBillingSubscriptions).values(values);
}

export async function findSubscription(db: Db, id: string, lock = false): Promise<SubscriptionRow | null> {
  const query = db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSubscription(db: Db, id: string, values: Partial<SubscriptionRow>) {
  await db.update(localBillingSubscriptions).set(values).where(eq(localBillingSubscriptions.id, id));
}

/** Subscriptions whose period has ended and that still renew or end (the renewal cron's list). */
export async function dueSubscriptionIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: localBillingSubscriptions.id })
    .from(localBillingSubscriptions)
    .where(
      and(
        inArray(localBillingSubscriptions.status, ['active', 'trialing']),
        lte(localBillingSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(localBillingSubscriptions.currentPeriodEnd))
    .limit(500);
  return rows.map((row) => row.id);
}

export async function insertInvoice(db: Db, values: typeof localBillingInvoices.$inferInsert) {
  await db.insert(localBillingInvoices).values(values);
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(localBillingInvoices).where(eq(localBillingInvoices.id, id));
  return row ?? null;
}

export async function updateInvoice(db: Db, id: string, values: Partial<InvoiceRow>) {
  await db.update(localBillingInvoices).set(values).where(eq(localBillingInvoices.id, id));
}

export async function latestInvoiceId(db: Db, subscriptionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: localBillingInvoices.id })
    .from(localBillingInvoices)
    .where(eq(localBillingInvoices.subscriptionId, subscriptionId))
    .orderBy(desc(localBillingInvoices.createdAt), desc(localBillingInvoices.id))
    .limit(1);
  return row?.id ?? null;
}

/** The newest unpaid invoice of a subscription (a past-due renewal waiting for its retry). */
export async function openInvoiceOf(db: Db, subscriptionId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(localBillingInvoices)
    .where(and(eq(localBillingInvoices.subscriptionId, subscriptionId), eq(localBillingInvoices.status, 'open')))
    .orderBy(desc(localBillingInvoices.createdAt))
    .limit(1);
  return row ?? null;
}
