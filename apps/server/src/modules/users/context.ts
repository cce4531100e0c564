import type { JobSender } from '../../jobs/registry';
import type { Services } from '../../wiring/services';

/** What the account services need, and nothing more. */
export type AccountsContext = Pick<Services, 'db' | 'signer' | 'mailer' | 'limiter' | 'publicUrl' | 'logger'> & {
  /** Mail that must not make the answer differ between known and unknown addresses goes out from a job. */
  queue: JobSender;
};

/** Who is asking: the client address the per-address limits count. */
export interface Caller {
  ip: string;
}
