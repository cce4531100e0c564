import type { Mailer } from '../../adapters/mail';
import type { TokenSigner } from '../../auth/tokens';
import type { Db } from '../../db/types';
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
}

/** Who is asking: the client address the per-address limits count. */
export interface Caller {
  ip: string;
}
