import type { BillingProvider, BillingSimulator } from '../../adapters/billing';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/types';
import type { Logger } from '../../logger';
import type { Metrics } from '../../metrics';

/** What the billing services need: the database, the provider, where links point, the mailer. */
export interface BillingContext {
  db: Db;
  provider: BillingProvider;
  /**
   * The built-in provider's simulator (BILLING_PROVIDER=local), for what a person or the clock does
   * there: paying the TEST PAYMENT checkout, renewals. Null with Stripe, which does those itself.
   */
  simulator: BillingSimulator | null;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  /** Counts webhook outcomes (`billing_webhooks_total`) and credits granted by plans. */
  metrics: Metrics;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const nowOf = (ctx: BillingContext) => (ctx.now ? ctx.now() : new Date());
