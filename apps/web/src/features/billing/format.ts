/** Money, dates and labels of the billing pages, in the person's locale (Intl). */
import {
  PLANS,
  type BillingCycle,
  type PlanCycle,
  type PlanKey,
  type TransactionStatus,
  type TransactionType,
} from '@memeforge/contract';

/** The browser's languages; undefined lets Intl pick the default (the server renders in it too). */
function locales(): readonly string[] | undefined {
  return typeof navigator !== 'undefined' && navigator.languages?.length ? navigator.languages : undefined;
}

/** Minor units (cents) in their currency: 19000 USD → '$190.00' (en-US), '190,00 $US' (fr-FR). */
export function formatMinorAmount(amount: number, currency: string, locale = locales()): string {
  const code = currency.toUpperCase();
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale as string[] | undefined, { style: 'currency', currency: code }).format(
    amount / 10 ** digits,
  );
}

/** A catalogue price (whole US dollars, or cents for per-meme prices): '$19', '$0.016'. */
export function formatPlanPrice(dollars: number): string {
  return `$${Number.isInteger(dollars) ? dollars : dollars.toString()}`;
}

export function formatDate(iso: string, locale = locales()): string {
  return new Intl.DateTimeFormat(locale as string[] | undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale = locales()): string {
  return new Intl.DateTimeFormat(locale as string[] | undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatCount(value: number, locale = locales()): string {
  return new Intl.NumberFormat(locale as string[] | undefined).format(value);
}

export const CYCLE_LABELS: Record<BillingCycle, string> = { month: 'Monthly', year: 'Yearly' };
export const PERIOD_NOUNS: Record<BillingCycle, string> = { month: 'month', year: 'year' };

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
};

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  subscription_create: 'New subscription',
  subscription_cycle: 'Renewal',
  subscription_update: 'Plan change',
};

export function planTitle(plan: PlanKey): string {
  return PLANS[plan].title;
}

/**
 * A cycle's price per meme: the catalogue's own figure where its property list states one
 * ('$0.016 per meme'), otherwise the price over the memes, to three decimals.
 */
export function pricePerMeme(terms: PlanCycle): string | null {
  if (terms.price === 0 || terms.credits === 0) return null;
  for (const property of terms.properties) {
    const stated = /^\$(\d+(?:\.\d+)?) per meme$/.exec(property);
    if (stated) return `$${stated[1]}`;
  }
  return `$${Number((terms.price / terms.credits).toFixed(3)).toString()}`;
}

/** The property list without the lines the card already shows (memes per period, price per meme). */
export function otherProperties(terms: PlanCycle): string[] {
  return terms.properties.filter((property) => !/ memes per (month|year)$| per meme$/.test(property));
}
