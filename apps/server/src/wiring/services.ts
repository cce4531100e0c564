/**
 * The one shape the server's code receives its dependencies in (in the style of immich's services
 * receiving their repositories): built once per process by `createServices`, handed to the app,
 * the job handlers, the operator commands and the test app builder alike. Each service declares
 * the part it uses as a `Pick<Services, …>`, so a function's signature still says what it
 * touches, and a new dependency is added here and in `createServices`, nowhere else.
 */
import type { MarketingContent } from '@memeforge/contract';
import type { CaptionWriter } from '../adapters/ai';
import type { BillingSettings } from '../adapters/billing/settings';
import type { Mailer } from '../adapters/mail';
import type { GoogleOAuth } from '../adapters/oauth/google';
import type { MediaStorage } from '../adapters/storage';
import type { TokenSigner } from '../auth/tokens';
import type { Config } from '../config';
import type { Database, Db } from '../db/types';
import type { JobQueueClient } from '../jobs/sender';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { BillingContext } from '../modules/billing/context';
import type { RateLimiter } from '../security/rate-limiter';

/** The settings the app's code reads; the CLI's own (port, data folder) stay in `Config`. */
export type ServiceSettings = Pick<Config, 'publicUrl' | 'secretKey' | 'webDistDir' | 'trustProxy' | 'google'> &
  Partial<Pick<Config, 'metricsToken' | 'supportEmail'>> & {
    /** Unset: the local provider with a secret derived from `secretKey` (decision 026). */
    billing?: BillingSettings | undefined;
    /** The starter template library's folder; unset, the one shipped in `apps/server/seed/templates`. */
    starterLibraryDir?: string | undefined;
  };

/**
 * How long a request waits on slow work before answering without it; unset, each module's own
 * default. Tests shorten or lengthen them.
 */
export interface Waits {
  /** POST /memes/generate/ and the editor's video calls, for their renders. */
  renderMs?: number;
  /** The AI caption helper and Edit With AI, for the caption writer (then the credit is refunded). */
  aiWriteMs?: number;
  /** The contact form, for the mail server (then the send goes on in the background). */
  contactMailMs?: number;
  /** A GIF download, for the worker making it (then a 503 in words; the job goes on). */
  gifMs?: number;
}

export interface Services {
  settings: ServiceSettings;
  /** PUBLIC_URL: where links in e-mails, share pages and redirects point. */
  publicUrl: string;
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  database: Database;
  db: Db;
  queue: JobQueueClient;
  storage: MediaStorage;
  mailer: Mailer;
  logger: Logger;
  metrics: Metrics;
  /** The caption writer of the jobs, the AI caption helper and Edit With AI. */
  captionWriter: CaptionWriter;
  signer: TokenSigner;
  limiter: RateLimiter;
  /** The payment provider and what billing needs around it, built once (decision 026). */
  billing: BillingContext;
  /** Google sign-in, or null when it is not configured. */
  google: GoogleOAuth | null;
  /** The landing page's content file, checked when the services are built. */
  marketing: MarketingContent;
  waits: Waits;
}
