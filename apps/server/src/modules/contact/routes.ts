/**
 * The contact form's call: POST /users/api/contact/ {name, email, subject, message, website} →
 * {message}. No session needed; a signed-in sender's account is noted. Parse, then the service decides.
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import {
  CONTACT_LIMITS,
  ContactRequestSchema,
  ContactResponseSchema,
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
} from '@memeforge/contract';
import { sendContactMessage } from './service';

export const contactRoutes: ModuleRoutes = async (app, { services: contact }) => {
  app.post(
    ENDPOINTS.contact,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support from the contact form',
        description:
          `Stored, then mailed to the support address with replies going to the sender. Name up to ` +
          `${CONTACT_LIMITS.nameMax} characters, subject up to ${CONTACT_LIMITS.subjectMax}, message ` +
          `${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.messageMax}. At most ` +
          `${CONTACT_LIMITS.perAddressPerHour} messages an hour from one address (then 429 with Retry-After). ` +
          '`website` must stay empty (a filled one is answered the same and dropped).',
        body: ContactRequestSchema,
        response: {
          200: ContactResponseSchema,
          400: ErrorResponseSchema,
          429: DetailErrorSchema.describe('Too many messages from this address in an hour; nothing was stored'),
        },
      },
    },
    async (request) =>
      sendContactMessage(contact, request.body, { address: request.ip, userId: request.auth?.userId ?? null }),
  );
};
