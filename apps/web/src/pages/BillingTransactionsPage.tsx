import { TransactionsTable } from '../features/billing/transactions-table';
import { PageHeading } from './PageHeading';

/** Transactions (docs/product.md §2.1 /dashboard/billing/transactions): every payment with its receipt. */
export function BillingTransactionsPage() {
  return (
    <>
      <PageHeading title="Transactions">Your payments, renewals and plan changes, with their receipts.</PageHeading>
      <TransactionsTable />
    </>
  );
}
