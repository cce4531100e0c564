/**
 * Builds the process's `Services` from its adapters: what is derived from settings (the token
 * signer, the rate limiter, the billing context, Google sign-in, the support address) is made
 * here, once. `runtime.ts` calls it with the adapters the settings choose; the test app builder
 * and the benchmarks with their own (a scratch database, a recording mailer, a seeded writer).
 */
import { ROUTES, type MarketingContent } from '@memeforge/contract';
import { createGoogleOAuth } from '../adapters/oauth/google';
import { TokenSigner } from '../auth/tokens';
import { defaultSupportEmail } from '../config';
import { ledgerTotals } from '../modules/credits/ledger-store';
import { createBillingContext } from '../modules/billing/setup';
import { loadMarketingContent } from '../modules/showcase/content';
import { RateLimiter } from '../security/rate-limiter';
import type { Services, Waits } from './services';

/** What the caller opens (the adapters its settings choose); the rest is derived here. */
export type ServiceAdapters = Pick<
  Services,
  'settings' | 'database' | 'queue' | 'storage' | 'mailer' | 'logger' | 'metrics' | 'captionWriter'
> & {
  /** The landing page's content; the shipped file when not given. */
  marketing?: MarketingContent;
  waits?: Waits;
};

export function createServices(adapters: ServiceAdapters): Services {
  const { settings, database, logger, mailer, metrics, queue } = adapters;
  const { publicUrl } = settings;
  metrics.watchQueueBacklog(() => queue.waitingByQueue());
  metrics.watchLedger(() => ledgerTotals(database.db));
  return {
    ...adapters,
    db: database.db,
    publicUrl,
    supportEmail: settings.supportEmail ?? defaultSupportEmail(undefined, publicUrl),
    signer: new TokenSigner(settings.secretKey),
    limiter: new RateLimiter(database.db),
    billing: createBillingContext({
      db: database.db,
      settings: settings.billing,
      secretKey: settings.secretKey,
      publicUrl,
      mailer,
      logger,
      metrics,
    }),
    google: settings.google ? createGoogleOAuth(settings.google, `${publicUrl}${ROUTES.googleCallback}`) : null,
    marketing: adapters.marketing ?? loadMarketingContent(),
    waits: adapters.waits ?? {},
  };
}
