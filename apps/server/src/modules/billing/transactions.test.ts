/**
 * GET /billing/transactions/ (filters, pagination, receipts) and the local HTML receipt, on the
 * real app with payments made through the local checkout; and the billing calls' OpenAPI entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, TransactionListSchema } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, TEST_PUBLIC_URL, type TestApp } from '../../test-support';
import { subscribedUser, testBillingContext } from './billing-test-support';
import { advanceAccount } from './renewal-service';

let t: TestApp;
let headers: Record<string, string>;
let email: string;
beforeAll(async () => {
  t = await buildTestApp();
  const subscriber = await subscribedUser(t, 'basic', 'month');
  headers = subscriber.headers;
  email = subscriber.user.email;
  const ctx = testBillingContext(t);
  await advanceAccount(ctx, { email }); // renewal, paid
  await advanceAccount(ctx, { email, decline: true }); // renewal, failed
  await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.updateSubscription,
    headers,
    payload: { plan_key: 'pro', billing_cycle: 'month' },
  }); // refused: past due
  await advanceAccount(ctx, { email }); // the retry pays
  await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.updateSubscription,
    headers,
    payload: { plan_key: 'pro', billing_cycle: 'month' },
  }); // upgrade, paid
}, 120_000);
afterAll(() => t?.close());

const list = async (query: Record<string, string> = {}, as = headers) => {
  const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.billingTransactions, query, headers: as });
  return response;
};

describe('GET /billing/transactions/', () => {
  it('lists the person’s payments, newest first, with amounts in cents and receipts for the paid ones', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = TransactionListSchema.parse(response.json());
    expect(body.count).toBe(4);
    expect(body.results.map((row) => row.type)).toEqual([
      'subscription_update',
      'subscription_cycle',
      'subscription_cycle',
      'subscription_create',
    ]);
    expect(body.results.every((row) => row.status === 'paid')).toBe(true);
    const first = body.results.at(-1)!;
    expect(first).toMatchObject({
      amount: 900,
      currency: 'usd',
      planKey: 'basic',
      billingCycle: 'month',
      creditsGranted: 300,
    });
    expect(first.receiptUrl).toBe(`${TEST_PUBLIC_URL}${ENDPOINTS.billingReceipt(first.id)}`);
    expect(first.description).toBe('Basic plan (monthly): first payment');
  });

  it('filters by status and type, and pages with links that keep the filters', async () => {
    const cycles = TransactionListSchema.parse((await list({ type: 'subscription_cycle' })).json());
    expect(cycles.count).toBe(2);
    const pending = TransactionListSchema.parse((await list({ status: 'pending' })).json());
    expect(pending.count).toBe(0);
    const page1 = TransactionListSchema.parse((await list({ page_size: '1', type: 'subscription_cycle' })).json());
    expect(page1.results).toHaveLength(1);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe(`${ENDPOINTS.billingTransactions}?type=subscription_cycle&page_size=1&page=2`);
    const page2 = TransactionListSchema.parse(
      (await list({ page: '2', page_size: '1', type: 'subscription_cycle' })).json(),
    );
    expect(page2.results[0]!.id).not.toBe(page1.results[0]!.id);
    expect(page2.next).toBeNull();
  });

  it('refuses bad filters and a page past the end, and lists nothing of other people', async () => {
    expect((await list({ status: 'refunded' })).statusCode).toBe(400);
    expect((await list({ page_size: '1000' })).statusCode).toBe(400);
    expect((await list({ page: '0' })).statusCode).toBe(400);
    const past = await list({ page: '9' });
    expect(past.statusCode).toBe(404);
    const stranger = await createTestUser(t.database);
    const theirs = TransactionListSchema.parse((await list({}, await bearerFor(t, stranger))).json());
    expect(theirs.count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.billingTransactions })).statusCode).toBe(401);
  });
});

describe('the local receipt', () => {
  it('shows a paid transaction to its owner only', async () => {
    const [paid] = TransactionListSchema.parse((await list()).json()).results;
    const url = new URL(paid!.receiptUrl!).pathname;
    const receipt = await t.app.inject({ method: 'GET', url, headers });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.body).toContain(`MF-${String(paid!.id).padStart(6, '0')}`);
    expect(receipt.body).toContain(`$${(paid!.amount / 100).toFixed(2)}`);
    expect(receipt.body).toContain(email);
    expect(receipt.body).toContain('TEST PAYMENT');
    const stranger = await createTestUser(t.database);
    const refused = await t.app.inject({ method: 'GET', url, headers: await bearerFor(t, stranger) });
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes every billing call', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const path of [
      ENDPOINTS.billingPlans,
      ENDPOINTS.checkoutSessionCreate,
      ENDPOINTS.checkoutSessionSuccess,
      ENDPOINTS.billingTransactions,
      ENDPOINTS.billingPortal,
      ENDPOINTS.billingSubscription,
      ENDPOINTS.scheduleCancellation,
      ENDPOINTS.reopenSubscription,
      ENDPOINTS.prorationQuote,
      ENDPOINTS.updateSubscription,
      ENDPOINTS.billingWebhook,
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('lists the 503 of a provider outage on the calls that reach the provider, and only on those', async () => {
    type Responses = Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
    const { paths } = response.json<{ paths: Record<string, Record<string, { responses: Responses }>> }>();
    const responsesOf = (method: 'get' | 'post', path: string) => paths[path]![method]!.responses;
    const reachProvider = [
      ['get', ENDPOINTS.checkoutSessionCreate],
      ['get', ENDPOINTS.checkoutSessionSuccess],
      ['get', ENDPOINTS.billingPortal],
      ['post', ENDPOINTS.scheduleCancellation],
      ['post', ENDPOINTS.reopenSubscription],
      ['get', ENDPOINTS.prorationQuote],
      ['post', ENDPOINTS.updateSubscription],
      ['post', ENDPOINTS.billingWebhook],
    ] as const;
    for (const [method, path] of reachProvider) {
      const outage = responsesOf(method, path)['503'];
      expect(outage, `${method} ${path}`).toBeDefined();
      expect(outage!.description, `${method} ${path}`).toMatch(/^The payment provider /);
      // The same {detail} body as the other refusals: the shared DetailError component.
      expect(JSON.stringify(outage!.content?.['application/json']?.schema)).toContain(
        '"$ref":"#/components/schemas/DetailError"',
      );
    }
    // Answered from our own database (or the settings): no outage to declare.
    for (const path of [ENDPOINTS.billingPlans, ENDPOINTS.billingTransactions, ENDPOINTS.billingSubscription]) {
      expect(responsesOf('get', path), path).not.toHaveProperty('503');
    }
  });
});
