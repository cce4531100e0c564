/**
 * The payment provider's events in the API document (decision 043): OpenAPI 3.1's `webhooks`, one
 * per event type the billing module applies, each the request the provider sends to
 * POST /billing/webhook/ (its body narrowed to the type, its answers the route's own). The list
 * is the billing adapter's, so a type handled there is documented here.
 */
import { ENDPOINTS } from '@memeforge/contract';
import { BILLING_EVENT_TYPES, type BillingEventType } from '../adapters/billing';

type Json = Record<string, unknown>;

const EVENT_MEANINGS: Record<BillingEventType, string> = {
  'checkout.session.completed':
    'A checkout was paid: the subscription and its first invoice are recorded, the plan and its credits granted.',
  'invoice.paid':
    'An invoice was paid (first payment, renewal or upgrade): its transaction is recorded, its credits granted once.',
  'invoice.payment_failed':
    'A charge failed: the transaction is recorded as failed and the account’s owner is e-mailed.',
  'customer.subscription.created': 'A subscription began: it is mirrored onto the account.',
  'customer.subscription.updated':
    'A plan, billing cycle, scheduled cancellation or status changed: it is mirrored onto the account.',
  'customer.subscription.deleted': 'The subscription ended: the account returns to the free plan.',
};

/** Stripe's signature header: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = {
  name: 'Stripe-Signature',
  in: 'header',
  required: true,
  description:
    'The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over ' +
    '300 s old, is refused with nothing written.',
  schema: { type: 'string' },
};

/** `checkout.session.completed` → `onCheckoutSessionCompleted`. */
export function webhookOperationId(type: string): string {
  return `on${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}

/** The body of the receiving route, with `type` pinned to one event type. */
function narrowedBody(requestBody: unknown, type: string): Json | undefined {
  const content = (requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content;
  const eventSchema = content?.['application/json']?.schema;
  if (!eventSchema) return undefined;
  return {
    required: true,
    content: {
      'application/json': {
        schema: { allOf: [eventSchema, { type: 'object', properties: { type: { const: type } }, required: ['type'] }] },
      },
    },
  };
}

/** Adds `webhooks` from the receiving route's operation, and its signature header to that operation. */
export function withBillingWebhooks<D extends object>(document: D): D {
  const paths = (document as { paths?: Record<string, Record<string, Json>> }).paths;
  const receiver = paths?.[ENDPOINTS.billingWebhook]?.post;
  if (!receiver) return document;
  receiver.parameters = [...((receiver.parameters as unknown[] | undefined) ?? []), SIGNATURE_HEADER];
  const webhooks = Object.fromEntries(
    BILLING_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: webhookOperationId(type),
          tags: receiver.tags,
          summary: `${type}, delivered to POST ${ENDPOINTS.billingWebhook}`,
          description: `${EVENT_MEANINGS[type]} ${receiver.description ?? ''}`.trim(),
          security: [],
          parameters: [SIGNATURE_HEADER],
          requestBody: narrowedBody(receiver.requestBody, type),
          responses: receiver.responses,
        },
      },
    ]),
  );
  return { ...document, webhooks };
}
