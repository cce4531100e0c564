/** Answers of the billing API for the web tests, shaped by the contract's schemas. */
import {
  ENDPOINTS,
  catalogueWithPriceIds,
  type PlanCatalogue,
  type ProrationQuote,
  type Subscription,
  type Transaction,
} from '@memeforge/contract';

export const PLANS_ROUTE = `GET ${ENDPOINTS.billingPlans}`;
export const CHECKOUT_ROUTE = `GET ${ENDPOINTS.checkoutSessionCreate}`;
export const SUCCESS_ROUTE = `GET ${ENDPOINTS.checkoutSessionSuccess}`;
export const SUBSCRIPTION_ROUTE = `GET ${ENDPOINTS.billingSubscription}`;
export const QUOTE_ROUTE = `GET ${ENDPOINTS.prorationQuote}`;
export const UPDATE_ROUTE = `POST ${ENDPOINTS.updateSubscription}`;
export const CANCEL_ROUTE = `POST ${ENDPOINTS.scheduleCancellation}`;
export const REOPEN_ROUTE = `POST ${ENDPOINTS.reopenSubscription}`;
export const PORTAL_ROUTE = `GET ${ENDPOINTS.billingPortal}`;
export const TRANSACTIONS_ROUTE = `GET ${ENDPOINTS.billingTransactions}`;
export const PACKAGE_ROUTE = `GET ${ENDPOINTS.currentPackage}`;

/** The local provider's catalogue: every plan on sale has a price id, legacy plans none. */
export const CATALOGUE: PlanCatalogue = {
  provider: 'local',
  plans: catalogueWithPriceIds((plan, cycle) => `local_${plan}_${cycle}`),
};

export function pkg(plan: string, cycle: string | null, credits: number) {
  return { subscribedPackagePlan: plan, subscribedPackageBillingCycle: cycle, credits: String(credits) };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    subscriptionId: 'sub_local_1',
    planKey: 'pro',
    billingCycle: 'year',
    status: 'active',
    statusLabel: 'Active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: '2026-11-24T12:00:00.000Z',
    currentPeriodEnd: '2027-11-24T12:00:00.000Z',
    pendingPlanKey: null,
    pendingBillingCycle: null,
    nextRenewalCredits: 12000,
    ...overrides,
  };
}

export const UPGRADE_QUOTE: ProrationQuote = {
  currentPlanKey: 'pro',
  currentBillingCycle: 'year',
  newPlanKey: 'business',
  newBillingCycle: 'year',
  change: 'upgrade',
  effective: 'now',
  effectiveAt: '2026-11-24T12:00:00.000Z',
  currency: 'usd',
  amountDue: 20000,
  unusedCredit: 19000,
  newCharge: 39000,
  nextAmount: 39000,
  creditsNow: 24000,
  creditsPerPeriod: 36000,
  currentPeriodEnd: '2027-11-24T12:00:00.000Z',
  lines: [
    { description: 'Business (yearly), rest of the period', amount: 39000 },
    { description: 'Unused time on Pro (yearly)', amount: -19000 },
  ],
};

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    createdAt: '2026-11-24T12:00:00.000Z',
    amount: 19000,
    currency: 'usd',
    status: 'paid',
    type: 'subscription_create',
    planKey: 'pro',
    billingCycle: 'year',
    description: 'Pro (yearly)',
    creditsGranted: 12000,
    periodStart: '2026-11-24T12:00:00.000Z',
    periodEnd: '2027-11-24T12:00:00.000Z',
    receiptUrl: 'http://localhost:3000/billing/receipts/1/',
    ...overrides,
  };
}
