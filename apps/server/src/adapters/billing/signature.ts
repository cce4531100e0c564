/**
 * Webhook signatures in Stripe's scheme, used by the local provider: the header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, and a delivery older than the
 * tolerance (300 s, Stripe's default) is refused like a bad signature, so a captured delivery
 * cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './types';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

export function signPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** The payload as text once its signature and age check out; throws WebhookSignatureError otherwise. */
export function verifyPayload(
  secret: string,
  rawBody: string | Buffer,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): string {
  if (!header) throw new WebhookSignatureError('No signature header');
  const payload = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('Malformed header');
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('Signature does not match');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Timestamp outside the tolerance');
  }
  return payload;
}
