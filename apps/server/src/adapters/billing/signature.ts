/**
 * Webhook signatures in Stripe's scheme: the header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, and a delivery older than the tolerance (300 s, Stripe's default) is refused
 * like a bad signature, so a captured delivery cannot be replayed later. The billing simulator
 * signs its events here; every delivery, Stripe's or the simulator's, is verified by the Stripe
 * SDK's own check.
 */
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { WebhookSignatureError } from './types';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * The payload as text once its signature and age check out (at `now`, unix seconds); throws
 * WebhookSignatureError otherwise, a payload that is not JSON included.
 */
export function verifyPayload(
  secret: string,
  rawBody: string | Buffer,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): string {
  if (!header) throw new WebhookSignatureError('No signature header');
  try {
    Stripe.webhooks.constructEvent(rawBody, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, now * 1000);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }
  return typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
}
