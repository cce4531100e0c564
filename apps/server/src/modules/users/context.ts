import type { Mailer } from '../../adapters/mail';
import type { TokenSigner } from '../../auth/tokens';
import type { Db } from '../../db/types';
import type { JobSender } from '../../jobs/registry';
import type { Logger } from '../../logger';
import type { RateLimiter } from '../../security/rate-limiter';

/** What the account services need, and nothing more. */
export interface AccountsContext {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where e-mailed links point. */
  publicUrl: string;
  logger: Logger;
  /** Mail that must not make the answer differ between known and unknown addresses goes out from a job. */
  queue: JobSender;
}

/** Who is asking: the client address the per-address limits count. */
export interface Caller {
  ip: string;
}
