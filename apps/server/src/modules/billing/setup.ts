/**
 * Builds the billing context from the settings: the provider the settings choose, and, for the
 * local provider, its events wired to the webhook handling (signed, verified, applied: the path
 * Stripe's webhooks take).
 */
import { LocalBillingProvider, createBillingProvider, type BillingSettings } from '../../adapters/billing';
import { derivedWebhookSecret } from '../../adapters/billing/settings';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/types';
import type { Logger } from '../../logger';
import type { BillingContext } from './context';
import { receiveWebhook } from './events-service';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface BillingSetup {
  db: Db;
  /** Unset: the local provider with a secret derived from `secretKey` (the embedded default). */
  settings: BillingSettings | undefined;
  secretKey: string;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
}

export function createBillingContext(setup: BillingSetup): BillingContext {
  const settings = setup.settings ?? { provider: 'local', webhookSecret: derivedWebhookSecret(setup.secretKey) };
  const provider = createBillingProvider(settings, { db: setup.db, publicUrl: setup.publicUrl });
  const ctx: BillingContext = {
    db: setup.db,
    provider,
    publicUrl: setup.publicUrl,
    mailer: setup.mailer,
    logger: setup.logger,
    ...(setup.now ? { now: setup.now } : {}),
  };
  if (provider instanceof LocalBillingProvider) {
    if (!LOCAL_HOSTS.has(new URL(setup.publicUrl).hostname)) {
      setup.logger.warn(
        { publicUrl: setup.publicUrl },
        'billing uses the local TEST provider: anyone can subscribe with a test card; set BILLING_PROVIDER=stripe to take payments',
      );
    }
    provider.deliverEventsTo(async (payload, signature) => {
      await receiveWebhook(ctx, payload, signature);
    });
  }
  return ctx;
}
