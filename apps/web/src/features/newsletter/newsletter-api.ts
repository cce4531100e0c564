import { ENDPOINTS, NewsletterResponseSchema } from '@memeforge/contract';
import { api } from '../../api';

export function subscribeToNewsletter(email: string) {
  return api(ENDPOINTS.newsletterSubscribe, { json: { email }, schema: NewsletterResponseSchema, anonymous: true });
}
