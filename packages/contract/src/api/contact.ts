/**
 * The contact form (product.md §2 `/contact-us`; the call is ours: POST /users/api/contact/, no
 * session needed). The limits and messages live here so the web form and the server refuse the
 * same input with the same words. `website` is a honeypot: hidden from people (off screen, out of
 * the tab order), filled by bots; a filled one is answered exactly like a real message and dropped.
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { EmailFieldSchema } from './auth';

/** The form's limits (the name's is the product's name limit, product.md §9). */
export const CONTACT_LIMITS = {
  nameMax: NAME_MAX_LENGTH,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
  /** At most this many messages an hour from one client address (IPv6: one /64). */
  perAddressPerHour: 5,
} as const;

/** The honeypot's field name: a plausible one, so form-filling bots fill it. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Please keep your name to ${CONTACT_LIMITS.nameMax} characters or less.`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Please keep the subject to ${CONTACT_LIMITS.subjectMax} characters or less.`,
  messageRequired: 'Message is required',
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters so we know how to help.`,
  messageTooLong: `Please keep your message to ${CONTACT_LIMITS.messageMax} characters or less.`,
  /** The answer to every accepted message (and to a filled honeypot, word for word). */
  sent: "Thanks for your message! We've received it and will reply by e-mail, usually within two working days.",
  /** The 429: how many messages an hour, and when to try again. */
  tooMany: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You can send up to ${CONTACT_LIMITS.perAddressPerHour} messages an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  failed: 'Your message could not be sent. Please try again.',
  networkError: 'Something went wrong. Please check your connection and try again.',
} as const;

export const ContactRequestSchema = z
  .object({
    name: z
      .string({ error: CONTACT_MESSAGES.nameRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.nameRequired)
      .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
    email: EmailFieldSchema,
    subject: z
      .string({ error: CONTACT_MESSAGES.subjectRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.subjectRequired)
      .max(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong),
    message: z
      .string({ error: CONTACT_MESSAGES.messageRequired })
      .trim()
      .min(1, { error: CONTACT_MESSAGES.messageRequired, abort: true })
      .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
      .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
    /** The honeypot: people leave it empty (they never see it). Any text, so a bot learns nothing. */
    [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof ContactRequestSchema>;
export type ParsedContactRequest = z.output<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ message: z.string() }).meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
