import { ContactResponseSchema, ENDPOINTS, type ContactRequest } from '@memeforge/contract';
import { api } from '../../api';

/** POST the contact form. No session needed (a signed-in person's cookie rides along and is noted). */
export function sendContactMessage(request: ContactRequest) {
  return api(ENDPOINTS.contact, { json: request, schema: ContactResponseSchema, anonymous: true });
}
