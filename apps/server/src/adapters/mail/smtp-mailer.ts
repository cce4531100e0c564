import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';
import { MailTransportError, type MailMessage, type Mailer } from './types';

/** Sends through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { smtpUrl: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const url = new URL(options.smtpUrl);
  return {
    destination: `${url.protocol}//${url.host}`,
    async send(message: MailMessage) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      } catch (error) {
        options.logger.error({ err: error, to: message.to, subject: message.subject }, 'mail transport failed');
        throw new MailTransportError(error instanceof Error ? error.message : String(error));
      }
    },
    close() {
      transport.close();
    },
  };
}
