/** A paid transaction's receipt: Stripe's hosted invoice, or this HTML page for the local provider. */
import { BILLING_MESSAGES } from '@memeforge/contract';
import { NotFound } from '../../domain-errors';
import type { BillingContext } from './context';
import { receiptPage } from './pages';
import { findTransaction, findUserContact } from './store';

export async function receiptHtml(ctx: BillingContext, userId: number, transactionId: number): Promise<string> {
  const row = await findTransaction(ctx.db, userId, transactionId);
  if (!row || row.status !== 'paid') throw new NotFound(BILLING_MESSAGES.transactionNotFound);
  const contact = await findUserContact(ctx.db, userId);
  return receiptPage({
    number: `MF-${String(row.id).padStart(6, '0')}`,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    paidAt: row.paidAt ?? row.createdAt,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    email: contact?.email ?? '',
    creditsGranted: row.creditsGranted,
    provider: row.provider,
  });
}
