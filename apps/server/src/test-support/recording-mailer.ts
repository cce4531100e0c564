import type { MailMessage, Mailer } from '../adapters/mail';
import { MailTransportError } from '../adapters/mail';

/** Keeps sent messages in memory for tests to read; `failNext` simulates a transport outage. */
export class RecordingMailer implements Mailer {
  readonly destination = 'memory';
  readonly sent: MailMessage[] = [];
  failNext = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new MailTransportError('simulated outage');
    }
    this.sent.push(message);
  }

  close() {}

  /** The last message to that address, or throws (a test expecting mail should say so loudly). */
  lastTo(email: string): MailMessage {
    const message = this.sent.filter((item) => item.to === email.toLowerCase() || item.to === email).at(-1);
    if (!message) throw new Error(`no mail was sent to ${email}`);
    return message;
  }

  /** The first link of the last message to that address, as a URL. */
  linkTo(email: string): URL {
    const link = this.lastTo(email).links[0];
    if (!link) throw new Error(`the last mail to ${email} has no link`);
    return new URL(link);
  }
}
