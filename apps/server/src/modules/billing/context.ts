import type { BillingProvider } from '../../adapters/billing';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/types';
import type { Logger } from '../../logger';

/** What the billing services need: the database, the provider, where links point, the mailer. */
export interface BillingContext {
  db: Db;
  provider: BillingProvider;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const nowOf = (ctx: BillingContext) => (ctx.now ? ctx.now() : new Date());
