/**
 * The spec's GETs that change something (a checkout or portal session, an export, a conversion)
 * refuse a cookie request from another site, as every POST does: SameSite=Lax cookies ride along
 * on another site's links, so a link could otherwise spend a person's export or start a checkout.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { startSession } from '../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../test-support';

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createTestUser(t.database);
  cookies = { [COOKIES.access]: (await startSession(t.database.db, t.signer, user.id)).access };
});
afterAll(() => t.close());

const STATE_CHANGING_GETS = [
  `${ENDPOINTS.checkoutSessionCreate}?plan_key=pro&billing_cycle=month`,
  `${ENDPOINTS.checkoutSessionSuccess}?session_id=cs_test_1`,
  ENDPOINTS.billingPortal,
  ENDPOINTS.accountExport,
  `${ENDPOINTS.memeDownload(randomUUID())}?format=gif`,
];

describe('state-changing GETs', () => {
  it.each(STATE_CHANGING_GETS)('%s refuses a cookie request from another site', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, cookies, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.crossSiteRequest });
  });

  it('are still answered to our own pages', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.accountExport,
      cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
