export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links the message exists to deliver; the outbox logs them so local sign-ups can click through. */
  links: string[];
  /** Where replies go, when not to the sender (a contact-form message: the person who wrote it). */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  /** Where mail goes, for the boot log: 'smtp://host:port' or the outbox folder. */
  readonly destination: string;
  /** Sends or throws MailTransportError; callers turn that into a retryable answer. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailTransportError extends Error {
  override name = 'MailTransportError';
}
