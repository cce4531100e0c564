import type { MailConfig } from '../../config';
import type { Logger } from '../../logger';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './types';

export type { MailMessage, Mailer } from './types';
export { MailTransportError } from './types';

/** SMTP when SMTP_URL is set, otherwise the local outbox folder (links logged only if told to). */
export function createMailer(config: Omit<MailConfig, 'logLinks'> & { logLinks?: boolean }, logger: Logger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.from, logger })
    : createOutboxMailer({
        outboxDir: config.outboxDir,
        from: config.from,
        logger,
        logLinks: config.logLinks ?? false,
      });
}
