/**
 * Builds the billing context from the settings, once per process (decision 035): the provider the
 * settings choose and, for the built-in one, its simulator's events wired to the webhook handling
 * (signed, verified, applied: the path Stripe's webhooks take).
 */
import { BILLING_MESSAGES } from '@memeforge/contract';
import {
  BillingProviderError,
  createBillingProvider,
  type BillingProvider,
  type BillingSettings,
} from '../../adapters/billing';
import { derivedWebhookSecret } from '../../adapters/billing/settings';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/types';
import { Unavailable } from '../../domain-errors';
import type { Logger } from '../../logger';
import type { Metrics } from '../../metrics';
import type { BillingContext } from './context';
import { receiveWebhook } from './events-service';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface BillingSetup {
  db: Db;
  /** Unset: the built-in provider with a secret derived from `secretKey` (the embedded default). */
  settings: BillingSettings | undefined;
  secretKey: string;
  publicUrl: string;
  mailer: Mailer;
  logger: Logger;
  metrics: Metrics;
  now?: () => Date;
}

/** The one builder of a billing context: the app, the jobs and the operator command share the one it makes. */
export function createBillingContext(setup: BillingSetup): BillingContext {
  const settings = setup.settings ?? { provider: 'local', webhookSecret: derivedWebhookSecret(setup.secretKey) };
  const { provider, simulator } = createBillingProvider(settings, {
    db: setup.db,
    publicUrl: setup.publicUrl,
    logger: setup.logger,
  });
  const ctx: BillingContext = {
    db: setup.db,
    provider: outageAsUnavailable(provider, setup.logger),
    simulator,
    publicUrl: setup.publicUrl,
    mailer: setup.mailer,
    logger: setup.logger,
    metrics: setup.metrics,
    ...(setup.now ? { now: setup.now } : {}),
  };
  if (simulator) {
    if (!LOCAL_HOSTS.has(new URL(setup.publicUrl).hostname)) {
      setup.logger.warn(
        { publicUrl: setup.publicUrl },
        'billing uses the local TEST provider: anyone can subscribe with a test card; set BILLING_PROVIDER=stripe to take payments',
      );
    }
    simulator.deliverEventsTo((payload, signature) => receiveWebhook(ctx, payload, signature));
  }
  return ctx;
}

/**
 * The provider as the services see it: an outage or a refusal of the provider's own
 * (BillingProviderError) becomes the domain's Unavailable, a 503 in words, for every call at once
 * rather than at each call site; the original is logged for the operator. Other errors (a declined
 * card, a bad signature) pass through for the services to decide. Methods run on the provider
 * itself, so its private state is unaffected.
 */
function outageAsUnavailable<P extends BillingProvider>(provider: P, logger: Logger): P {
  const translate = (error: unknown): never => {
    if (error instanceof BillingProviderError) {
      logger.error({ err: error, provider: provider.name }, 'payment provider call failed');
      throw new Unavailable(BILLING_MESSAGES.providerUnavailable);
    }
    throw error;
  };
  return new Proxy(provider, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.catch(translate) : result;
        } catch (error) {
          return translate(error);
        }
      };
    },
  });
}
