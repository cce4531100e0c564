import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';
import { MailTransportError, type MailMessage, type Mailer } from './types';

/**
 * No SMTP_URL: each message is composed exactly as SMTP would send it and written to the outbox
 * folder as an .eml file (any mail client opens it). Logged as a warning so nobody mistakes it for
 * delivery. The log line names the file; its links (verification keys, reset tokens) are added
 * only with `logLinks`, which the settings give only when PUBLIC_URL is this machine, so a person
 * trying the product locally can click through while a deployed server without SMTP keeps those
 * secrets out of its logs.
 */
export function createOutboxMailer(options: {
  outboxDir: string;
  from: string;
  logger: Logger;
  logLinks: boolean;
}): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: options.outboxDir,
    async send(message: MailMessage) {
      try {
        const info = await composer.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
        await mkdir(options.outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
        await writeFile(file, info.message as Buffer);
        if (options.logLinks) {
          options.logger.warn(
            { to: message.to, subject: message.subject, file, links: message.links },
            'mail written to the outbox (no SMTP_URL set); open a link to continue',
          );
        } else {
          options.logger.warn(
            { to: message.to, subject: message.subject, file },
            'mail written to the outbox (no SMTP_URL set); its links are in the file',
          );
        }
      } catch (error) {
        options.logger.error({ err: error, to: message.to }, 'writing mail to the outbox failed');
        throw new MailTransportError(error instanceof Error ? error.message : String(error));
      }
    },
    close() {},
  };
}
