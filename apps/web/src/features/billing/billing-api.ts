/**
 * The billing calls (docs/product.md §7.7): the catalogue with the provider's price
 * ids, checkout and its confirmation, the subscription, the proration quote and the plan change,
 * cancellation and reopening, the portal and the transactions. Every key starts with 'billing',
 * the root the session's current-package query shares, so signing in as someone else drops them all.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BillingPortalResponseSchema,
  CheckoutSessionResponseSchema,
  CheckoutSuccessResponseSchema,
  ENDPOINTS,
  PlanCatalogueSchema,
  ProrationQuoteSchema,
  SubscriptionMessageResponseSchema,
  SubscriptionResponseSchema,
  TransactionListSchema,
  UpdateSubscriptionResponseSchema,
  type BillingCycle,
  type PlanKey,
  type TransactionStatus,
  type TransactionType,
} from '@memeforge/contract';
import { api } from '../../api';

export interface TransactionFilters {
  page: number;
  pageSize: number;
  status: TransactionStatus | null;
  type: TransactionType | null;
}

export interface PlanChoice {
  plan: PlanKey;
  cycle: BillingCycle;
}

export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  subscription: ['billing', 'subscription'] as const,
  transactions: ['billing', 'transactions'] as const,
  transactionList: (filters: TransactionFilters) => ['billing', 'transactions', filters] as const,
  quote: (target: PlanChoice) => ['billing', 'period-info', target.plan, target.cycle] as const,
};

export function fetchPlanCatalogue() {
  return api(ENDPOINTS.billingPlans, { schema: PlanCatalogueSchema, anonymous: true });
}

/** The price id the configured provider sells `choice` with, or null (not for sale). */
export async function priceIdFor(choice: PlanChoice, catalogue = fetchPlanCatalogue()): Promise<string | null> {
  const { plans } = await catalogue;
  return plans.find((plan) => plan.plan_key === choice.plan)?.cycles[choice.cycle]?.stripe_price_id ?? null;
}

export function createCheckoutSession(choice: PlanChoice, priceId: string) {
  return api(ENDPOINTS.checkoutSessionCreate, {
    query: { stripe_price_id: priceId, plan_key: choice.plan, billing_cycle: choice.cycle },
    schema: CheckoutSessionResponseSchema,
  });
}

export function confirmCheckout(sessionId: string) {
  return api(ENDPOINTS.checkoutSessionSuccess, {
    query: { session_id: sessionId },
    schema: CheckoutSuccessResponseSchema,
  });
}

export function fetchSubscription() {
  return api(ENDPOINTS.billingSubscription, { schema: SubscriptionResponseSchema });
}

export function useSubscription() {
  return useQuery({ queryKey: billingKeys.subscription, queryFn: fetchSubscription, staleTime: 30_000 });
}

export function fetchTransactions(filters: TransactionFilters) {
  return api(ENDPOINTS.billingTransactions, {
    query: { page: filters.page, page_size: filters.pageSize, status: filters.status, type: filters.type },
    schema: TransactionListSchema,
  });
}

/** One page of transactions, cached 5 minutes (docs/product.md §9.9); the last page stays while the next loads. */
export function useTransactions(filters: TransactionFilters) {
  return useQuery({
    queryKey: billingKeys.transactionList(filters),
    queryFn: () => fetchTransactions(filters),
    placeholderData: keepPreviousData,
  });
}

export async function fetchProrationQuote(current: PlanChoice, target: PlanChoice) {
  const priceId = await priceIdFor(target);
  return api(ENDPOINTS.prorationQuote, {
    query: {
      current_plan_key: current.plan,
      current_billing_cycle: current.cycle,
      new_plan_key: target.plan,
      new_billing_cycle: target.cycle,
      stripe_price_id: priceId,
    },
    schema: ProrationQuoteSchema,
  });
}

/** The quote for a change, asked each time the dialog opens (the period moves on). */
export function useProrationQuote(current: PlanChoice | null, target: PlanChoice | null) {
  return useQuery({
    queryKey: target ? billingKeys.quote(target) : ['billing', 'period-info', 'none'],
    queryFn: () => fetchProrationQuote(current!, target!),
    enabled: Boolean(current && target),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export async function updateSubscription(target: PlanChoice) {
  const priceId = await priceIdFor(target);
  return api(ENDPOINTS.updateSubscription, {
    method: 'POST',
    json: { plan_key: target.plan, billing_cycle: target.cycle, ...(priceId ? { stripe_price_id: priceId } : {}) },
    schema: UpdateSubscriptionResponseSchema,
  });
}

export function scheduleCancellation() {
  return api(ENDPOINTS.scheduleCancellation, { method: 'POST', schema: SubscriptionMessageResponseSchema });
}

export function reopenSubscription() {
  return api(ENDPOINTS.reopenSubscription, { method: 'POST', schema: SubscriptionMessageResponseSchema });
}

export function fetchBillingPortal() {
  return api(ENDPOINTS.billingPortal, { schema: BillingPortalResponseSchema });
}
