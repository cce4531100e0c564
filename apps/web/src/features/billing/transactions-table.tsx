/**
 * The transactions list (docs/product.md §3.9, §7.7 GET /billing/transactions/): filters by
 * status and type, pages of 10, amounts and dates in the person's locale, and a receipt link for
 * each paid transaction (Stripe's hosted invoice, or our HTML receipt). Filters and page live in
 * the address, so a reload or a shared link shows the same list.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ExternalLink } from 'lucide-react';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
} from '@memeforge/contract';
import { EmptyState, ErrorState, Pagination, Skeleton, cn } from '../../ui';
import { useTransactions, type TransactionFilters } from './billing-api';
import {
  CYCLE_LABELS,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  formatCount,
  formatDateTime,
  formatMinorAmount,
  planTitle,
} from './format';

export const TRANSACTIONS_PAGE_SIZE = 10;

export function readFilters(search: URLSearchParams): TransactionFilters {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: TRANSACTIONS_PAGE_SIZE,
    status: TRANSACTION_STATUSES.find((value) => value === search.get('status')) ?? null,
    type: TRANSACTION_TYPES.find((value) => value === search.get('type')) ?? null,
  };
}

const STATUS_TONES: Record<TransactionStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

function FilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  allLabel,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  allLabel: string;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-slate-500">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((options.find((option) => option === event.target.value) ?? null) as T | null)}
        className="h-10 min-w-40 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

function StatusBadge({ status, className }: { status: TransactionStatus; className?: string }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONES[status], className)}
    >
      {TRANSACTION_STATUS_LABELS[status]}
    </span>
  );
}

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const date = formatDateTime(transaction.createdAt);
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="transaction-row">
      <td className="hidden whitespace-nowrap px-4 py-3 text-slate-700 md:table-cell">
        <time dateTime={transaction.createdAt}>{date}</time>
      </td>
      <td className="px-3 py-3 md:px-4">
        <span className="font-medium text-slate-900">{transaction.description}</span>
        <span className="block text-xs text-slate-500">
          {TRANSACTION_TYPE_LABELS[transaction.type]} · {planTitle(transaction.planKey)} ·{' '}
          {CYCLE_LABELS[transaction.billingCycle]}
          {transaction.creditsGranted > 0 && ` · ${formatCount(transaction.creditsGranted)} credits`}
        </span>
        <time dateTime={transaction.createdAt} className="mt-0.5 block text-xs text-slate-500 md:hidden">
          {date}
        </time>
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-right md:px-4">
        <span className="block font-semibold tabular-nums text-slate-900">
          {formatMinorAmount(transaction.amount, transaction.currency)}
        </span>
        <StatusBadge status={transaction.status} className="mt-1 md:hidden" />
      </td>
      <td className="hidden px-3 py-3 md:table-cell md:px-4">
        <StatusBadge status={transaction.status} />
      </td>
      <td className="whitespace-nowrap px-3 py-3 md:px-4">
        {transaction.receiptUrl ? (
          <a
            href={transaction.receiptUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Receipt for ${transaction.description}, ${date} (opens in a new tab)`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            Receipt <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ) : (
          <span className="text-slate-400" aria-label="No receipt">
            —
          </span>
        )}
      </td>
    </tr>
  );
}

export function TransactionsTable() {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const list = useTransactions(filters);
  const captionId = useId();

  const update = (changes: Record<string, string | null>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '' || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const filtered = filters.status !== null || filters.type !== null;
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.count / filters.pageSize)) : 1;

  let body;
  if (list.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <ErrorState
        title="We couldn't load your transactions"
        description={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.results.length === 0) {
    body = filtered ? (
      <EmptyState
        title="No transactions match these filters"
        action={
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => update({ status: null, type: null, page: null })}
          >
            Clear filters
          </button>
        }
      />
    ) : (
      <EmptyState title="No transactions yet" description="Your payments and their receipts will show up here." />
    );
  } else {
    body = (
      <>
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className={cn(
            'overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          <table className="w-full text-left text-sm">
            <caption id={captionId} className="sr-only">
              Your transactions, newest first{list.data.count > 0 ? `: ${list.data.count} in all` : ''}
            </caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  Date
                </th>
                <th scope="col" className="px-3 py-3 font-semibold md:px-4">
                  Description
                </th>
                <th scope="col" className="px-3 py-3 text-right font-semibold md:px-4">
                  Amount
                </th>
                <th scope="col" className="hidden px-3 py-3 font-semibold md:table-cell md:px-4">
                  Status
                </th>
                <th scope="col" className="px-3 py-3 font-semibold md:px-4">
                  Receipt
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-slate-500" aria-live="polite">
          {formatCount(list.data.count)} transaction{list.data.count === 1 ? '' : 's'}
        </p>
        <Pagination
          page={Math.min(filters.page, totalPages)}
          totalPages={totalPages}
          onPageChange={(page) => update({ page: String(page) })}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="search" aria-label="Filter transactions" className="flex flex-wrap gap-3">
        <FilterSelect<TransactionStatus>
          label="Status"
          value={filters.status}
          options={TRANSACTION_STATUSES}
          labels={TRANSACTION_STATUS_LABELS}
          allLabel="All statuses"
          onChange={(status) => update({ status, page: null })}
        />
        <FilterSelect<TransactionType>
          label="Type"
          value={filters.type}
          options={TRANSACTION_TYPES}
          labels={TRANSACTION_TYPE_LABELS}
          allLabel="All types"
          onChange={(type) => update({ type, page: null })}
        />
      </div>
      {body}
    </div>
  );
}
