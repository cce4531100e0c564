/**
 * A contact-form message: counted against the sender's address (CONTACT_LIMITS.perAddressPerHour
 * an hour; the next is 429 with Retry-After and nothing stored), dropped without a trace when the
 * honeypot is filled (the answer is the same as for a real message, so a bot learns nothing),
 * otherwise stored, then mailed to the support address with replies going to the sender. The row
 * is the record: when mailing fails it stays with `mailed_at` unset (and is logged), and the person
 * still gets the same confirmation. A slow mail server does not hold the answer past `waits.contactMailMs`;
 * the send goes on and marks the row when it ends.
 */
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactResponse, type ParsedContactRequest } from '@memeforge/contract';
import type { ContactMessageRow } from '../../db/schema';
import { RateLimited, type RefusalBody } from '../../domain-errors';
import type { RateLimitRule } from '../../security/rate-limiter';
import { normalizeEmail } from '../users/store';
import { contactEmail } from './email';
import { insertContactMessage, markContactMessageMailed } from './store';
import type { Services } from '../../wiring/services';

export type ContactContext = Pick<Services, 'db' | 'limiter' | 'mailer' | 'supportEmail' | 'logger' | 'waits'>;

/** Who sent it: the client address as Fastify sees it (behind TRUST_PROXY), and the signed-in account. */
export interface ContactSender {
  address: string;
  userId: number | null;
}

export const CONTACT_RATE_LIMIT: RateLimitRule = {
  name: 'contact-address',
  limit: CONTACT_LIMITS.perAddressPerHour,
  windowSeconds: 60 * 60,
  byAddress: true,
};

/** Our choice: long enough for any working SMTP server, short enough that the form never seems stuck. */
export const CONTACT_MAIL_WAIT_MS = 10_000;

/** The contact form's 429: the usual refusal (status, Retry-After), in words about this form. */
export class TooManyContactMessages extends RateLimited {
  override readonly body: RefusalBody;

  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.body = { detail: CONTACT_MESSAGES.tooMany(retryAfterSeconds) };
    this.message = this.body.detail;
  }
}

/** One line for names and subjects: line breaks and runs of spaces become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export async function sendContactMessage(
  ctx: ContactContext,
  input: ParsedContactRequest,
  sender: ContactSender,
): Promise<ContactResponse> {
  try {
    await ctx.limiter.consume(CONTACT_RATE_LIMIT, sender.address);
  } catch (error) {
    if (error instanceof RateLimited) throw new TooManyContactMessages(error.retryAfterSeconds);
    throw error;
  }
  const answer = { message: CONTACT_MESSAGES.sent };
  if (input.website && input.website.trim() !== '') {
    ctx.logger.info({ address: sender.address }, 'contact form: honeypot filled, message dropped');
    return answer;
  }
  const row = await insertContactMessage(ctx.db, {
    name: oneLine(input.name),
    email: normalizeEmail(input.email),
    subject: oneLine(input.subject),
    message: input.message,
    userId: sender.userId,
  });
  await deliverWithin(ctx, row, ctx.waits.contactMailMs ?? CONTACT_MAIL_WAIT_MS);
  return answer;
}

/** Mails the stored message and marks it mailed; never throws (a failure leaves `mailed_at` unset, logged). */
async function deliver(ctx: ContactContext, row: ContactMessageRow): Promise<void> {
  try {
    await ctx.mailer.send(contactEmail(ctx.supportEmail, row));
  } catch (error) {
    ctx.logger.error(
      { err: error, contactMessageId: row.id },
      'contact form: mailing the message to the support address failed; it is stored with mailed_at unset',
    );
    return;
  }
  try {
    await markContactMessageMailed(ctx.db, row.id, new Date());
  } catch (error) {
    ctx.logger.error({ err: error, contactMessageId: row.id }, 'contact form: the message was mailed but not marked');
  }
}

async function deliverWithin(ctx: ContactContext, row: ContactMessageRow, waitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), waitMs);
  });
  const outcome = await Promise.race([deliver(ctx, row), waited]);
  clearTimeout(timer);
  if (outcome === 'waited') {
    ctx.logger.warn(
      { contactMessageId: row.id, waitMs },
      'contact form: the mail server is slow; the message is stored and still being sent',
    );
  }
}
