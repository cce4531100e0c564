import { describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS, ROUTES } from '@memeforge/contract';
import { startSession } from '../auth/sessions';
import { createTestUser } from '../test-support';
import { useAppOnFakeWebDist } from '../test-support/fake-web-dist';

/**
 * A stand-in for the built web app whose dashboard render (decision 048) asks the API for the
 * current package with the request's session and shows what it got; `/dashboard/profile` is a page
 * it leaves to the browser.
 */
const testApp = useAppOnFakeWebDist({
  indexHtml:
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  entryServer: `export async function render() {
       return { status: 200, head: '<title>Home</title>', html: '<main>public</main>', state: null };
     }
     export async function renderDashboard({ url, user, fetchApi }) {
       if (url.startsWith('/dashboard/profile')) return null;
       let plan;
       try {
         plan = (await fetchApi('${ENDPOINTS.currentPackage}')).subscribedPackagePlan;
       } catch (error) {
         plan = 'refused: ' + error.message;
       }
       return { status: 200, head: '<title>Dashboard</title>', html: '<main>' + user.email + ' on ' + plan + '</main>', state: null };
     }
     export function clientOnlyHead() { return '<title>Dashboard shell</title>'; }`,
});

async function signedIn() {
  const user = await createTestUser(testApp().database, { plan: 'pro', billingCycle: 'month' });
  const session = await startSession(testApp().database.db, testApp().signer, user.id);
  return { user, session };
}

describe('the dashboard, signed in', () => {
  it('is rendered on the server with what the API answers that session', async () => {
    const { user, session } = await signedIn();
    const page = await testApp().app.inject({
      method: 'GET',
      url: ROUTES['dashboard.myMemes'],
      cookies: { [COOKIES.access]: session.access, [COOKIES.refresh]: session.refresh },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<main>${user.email} on pro</main>`);
  });

  it('asks the API with a session renewed on the way when the access cookie has expired', async () => {
    const { user, session } = await signedIn();
    const page = await testApp().app.inject({
      method: 'GET',
      url: ROUTES['dashboard.library'],
      cookies: { [COOKIES.refresh]: session.refresh },
    });
    expect(page.body).toContain(`<main>${user.email} on pro</main>`);
    expect(page.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining([COOKIES.access, COOKIES.refresh]),
    );
  });

  it('is the browser-rendered shell for a page the bundle leaves to the browser', async () => {
    const { session } = await signedIn();
    const page = await testApp().app.inject({
      method: 'GET',
      url: ROUTES['dashboard.profile'],
      cookies: { [COOKIES.access]: session.access },
    });
    expect(page.body).toContain('<title>Dashboard shell</title>');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('is the shell for a session that cannot be confirmed, and the login for none', async () => {
    const ended = await testApp().app.inject({
      method: 'GET',
      url: ROUTES['dashboard.generateMeme'],
      cookies: { [COOKIES.refresh]: 'not-a-refresh-token' },
    });
    expect(ended.body).toContain('<title>Dashboard shell</title>');
    const none = await testApp().app.inject({ method: 'GET', url: ROUTES['dashboard.generateMeme'] });
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe(ROUTES.login);
  });
});
