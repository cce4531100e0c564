import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { newsletterSubscribers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subscribe = (email: unknown) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.newsletterSubscribe, payload: { email } });

describe('POST newsletter/subscribe', () => {
  it('stores an address once; a repeat answers exactly as a new address does', async () => {
    const first = await subscribe('Reader@Example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MESSAGES.newsletterSubscribed });
    const repeat = await subscribe('reader@example.com');
    // The same status and body: the answer must not tell a stranger whether an address subscribed.
    expect(repeat.statusCode).toBe(first.statusCode);
    expect(repeat.body).toBe(first.body);
    const [row] = await t.database.db.select({ n: count() }).from(newsletterSubscribers);
    expect(row?.n).toBe(1);
  });

  it('validates the address', async () => {
    expect((await subscribe('')).json()).toEqual({ email: [MESSAGES.emailRequired] });
    expect((await subscribe('not-an-email')).json()).toEqual({ email: [MESSAGES.invalidEmail] });
  });
});
