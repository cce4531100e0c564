/**
 * The billing calls (product.md §7.7, decision 026): parse, then the services decide. The webhook
 * and the local test checkout have parsers of their own (the raw body to verify; the card form),
 * registered in their own scopes so the rest of the API keeps its JSON parser.
 */
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../wiring/module-routes';
import { z } from 'zod';
import {
  BillingPortalResponseSchema,
  CheckoutSessionQuerySchema,
  CheckoutSessionResponseSchema,
  CheckoutSuccessQuerySchema,
  CheckoutSuccessResponseSchema,
  CurrentPackageSchema,
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  PlanCatalogueSchema,
  ProrationQuoteQuerySchema,
  ProrationQuoteSchema,
  SubscriptionMessageResponseSchema,
  SubscriptionResponseSchema,
  TransactionListSchema,
  TransactionsQuerySchema,
  UpdateSubscriptionRequestSchema,
  UpdateSubscriptionResponseSchema,
  WebhookResponseSchema,
} from '@memeforge/contract';
import { getSignedInUser, toCurrentPackage } from '../users/service';
import { receiveWebhook } from './events-service';
import { localCheckoutForm, payLocalCheckout, type LocalCheckoutAnswer } from './local-checkout-service';
import { receiptHtml } from './receipt-service';
import {
  billingPortal,
  confirmCheckout,
  createCheckoutSession,
  currentSubscription,
  planCatalogue,
  prorationQuote,
  reopenSubscription,
  scheduleCancellation,
  transactions,
  updateSubscription,
} from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const tags = ['billing'];

/**
 * The 503 of a payment provider outage: setup.ts turns the provider's failures into Unavailable,
 * answered `{detail: BILLING_MESSAGES.providerUnavailable}`. Declared on the calls that reach the
 * provider; the others answer from our database or the settings.
 */
const providerDown = (outcome: string) => DetailErrorSchema.describe(`The payment provider is unavailable; ${outcome}`);
const providerDownNothingChanged = providerDown('nothing was charged or changed');
/**
 * A change made at the provider: a 503 means the provider did not take it. One it took but could
 * not report back answers 200 with the stored subscription (service.ts, afterProviderChange).
 */
const providerDownChange = providerDown(
  'the change was not made and nothing was charged (a change the provider took but could not report back answers 200)',
);

/** On the process's one billing context (built once with its services; account deletion shares it). */
export const billingRoutes: ModuleRoutes = async (app, { services }) => {
  const ctx = services.billing;
  app.get(
    ENDPOINTS.currentPackage,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's plan, billing cycle and credits",
        security,
        response: { 200: CurrentPackageSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => toCurrentPackage(await getSignedInUser(ctx.db, request.auth!.userId)),
  );

  app.get(
    ENDPOINTS.billingPlans,
    {
      schema: {
        tags,
        summary: 'The plan catalogue with the billing provider’s price ids (legacy plans have none)',
        response: { 200: PlanCatalogueSchema },
      },
    },
    async () => planCatalogue(ctx),
  );

  app.get(
    ENDPOINTS.checkoutSessionCreate,
    {
      config: { changesState: true },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Start a checkout for a plan and billing cycle; the browser goes to checkoutUrl',
        description:
          'A plan and cycle with no price id (the free plan, legacy plans) is refused before the provider ' +
          "is called: 'No Stripe price ID found for plan … with billing cycle …'. A stripe_price_id, when " +
          'given, must be the plan’s. An account with a live subscription changes plan instead (422).',
        security,
        querystring: CheckoutSessionQuerySchema,
        response: {
          200: CheckoutSessionResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          422: DetailErrorSchema,
          503: providerDownNothingChanged,
        },
      },
    },
    async (request) => createCheckoutSession(ctx, request.auth!.userId, request.query),
  );

  app.get(
    ENDPOINTS.checkoutSessionSuccess,
    {
      config: { changesState: true },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Confirm a paid checkout session (the success page calls it)',
        description:
          "The first call answers 'Payment successful! Your subscription has been updated.'; later ones " +
          "a message containing 'credits already added'. Credits are granted once. An expired session " +
          'answers 400 with the all-done message, an unpaid one 409.',
        security,
        querystring: CheckoutSuccessQuerySchema,
        response: {
          200: CheckoutSuccessResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          404: DetailErrorSchema,
          409: DetailErrorSchema,
          503: providerDown('this call confirmed nothing and added no credits'),
        },
      },
    },
    async (request) => confirmCheckout(ctx, request.auth!.userId, request.query.session_id),
  );

  app.get(
    ENDPOINTS.billingTransactions,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's payments, newest first (paged; filter by status and type)",
        description: 'Amounts are in cents. receiptUrl is set for paid transactions.',
        security,
        querystring: TransactionsQuerySchema,
        response: {
          200: TransactionListSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          404: DetailErrorSchema,
        },
      },
    },
    async (request) => transactions(ctx, request.auth!.userId, request.query),
  );

  app.get(
    ENDPOINTS.billingPortal,
    {
      config: { changesState: true },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The provider's billing portal (local provider: our subscription page)",
        security,
        response: {
          200: BillingPortalResponseSchema,
          400: DetailErrorSchema,
          401: DetailErrorSchema,
          503: providerDownNothingChanged,
        },
      },
    },
    async (request) => billingPortal(ctx, request.auth!.userId),
  );

  app.get(
    ENDPOINTS.billingSubscription,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The current subscription (null on the free plan)',
        security,
        response: { 200: SubscriptionResponseSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => currentSubscription(ctx, request.auth!.userId),
  );

  app.post(
    ENDPOINTS.scheduleCancellation,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Cancel the subscription at the end of the period (it stays on until then)',
        security,
        response: {
          200: SubscriptionMessageResponseSchema,
          400: DetailErrorSchema,
          401: DetailErrorSchema,
          503: providerDownChange,
        },
      },
    },
    async (request) => scheduleCancellation(ctx, request.auth!.userId),
  );

  app.post(
    ENDPOINTS.reopenSubscription,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a scheduled cancellation before the period ends',
        security,
        response: {
          200: SubscriptionMessageResponseSchema,
          400: DetailErrorSchema,
          401: DetailErrorSchema,
          503: providerDownChange,
        },
      },
    },
    async (request) => reopenSubscription(ctx, request.auth!.userId),
  );

  app.get(
    ENDPOINTS.prorationQuote,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'What changing to another plan or cycle would cost now (the proration quote)',
        description:
          'An upgrade (more memes per month, or monthly to yearly) takes effect now and is charged amountDue (cents); a ' +
          'downgrade takes effect at the end of the period and costs nothing now.',
        security,
        querystring: ProrationQuoteQuerySchema,
        response: {
          200: ProrationQuoteSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          503: providerDownNothingChanged,
        },
      },
    },
    async (request) => prorationQuote(ctx, request.auth!.userId, request.query),
  );

  app.post(
    ENDPOINTS.updateSubscription,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change plan or billing cycle: upgrades now (prorated, credits added), downgrades at period end',
        security,
        body: UpdateSubscriptionRequestSchema,
        response: {
          200: UpdateSubscriptionResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          503: providerDownChange,
        },
      },
    },
    async (request) => updateSubscription(ctx, request.auth!.userId, request.body),
  );

  app.get(
    ENDPOINTS.billingReceiptPattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The HTML receipt of a paid transaction (local provider)',
        security,
        params: z.object({ transactionId: z.coerce.number().int().positive() }),
        // The page is HTML, sent as it is (documented by plugins/openapi-answers.ts); not someone's: 404.
        response: { 200: z.string(), 404: DetailErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await receiptHtml(ctx, request.auth!.userId, request.params.transactionId)),
  );

  await app.register(async (scope) => {
    // The signature covers the bytes as sent: keep them raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      ENDPOINTS.billingWebhook,
      {
        schema: {
          tags,
          summary: "The billing provider's events (Stripe webhooks), verified against the raw body",
          description:
            'Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is ' +
            'refused with nothing written), deduplicated by event id, applied by re-reading the objects.',
          response: {
            200: WebhookResponseSchema,
            400: DetailErrorSchema,
            503: providerDown(
              'the event could not be re-read, nothing was written, and the provider delivers it again',
            ),
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const send = (reply: FastifyReply, answer: LocalCheckoutAnswer) =>
      'redirect' in answer
        ? reply.redirect(answer.redirect, 303)
        : reply
            .code(answer.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(answer.html);
    const params = z.object({ sessionId: z.string().min(1).max(200) });
    scope.get(
      ENDPOINTS.localCheckoutPattern,
      {
        schema: {
          tags,
          summary: "The local provider's test checkout page (TEST PAYMENT)",
          params,
          response: { 404: DetailErrorSchema },
        },
      },
      async (request, reply) => send(reply, await localCheckoutForm(ctx, request.params.sessionId)),
    );
    scope.post(
      ENDPOINTS.localCheckoutPattern,
      {
        schema: {
          tags,
          summary: 'Pay the local test checkout with a test card (form fields number, expiry, cvc, name)',
          params,
          body: z.record(z.string(), z.string()),
          response: { 404: DetailErrorSchema },
        },
      },
      async (request, reply) => send(reply, await payLocalCheckout(ctx, request.params.sessionId, request.body)),
    );
  });
};
