import { describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS } from '@memeforge/contract';
import { startSession } from '../auth/sessions';
import { createTestUser } from '../test-support';
import { useAppOnFakeWebDist } from '../test-support/fake-web-dist';

/** A stand-in for the built web app whose page says whom it was rendered for. */
const testApp = useAppOnFakeWebDist({
  indexHtml: '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
  entryServer: `export async function render({ user }) {
       return { status: 200, head: '<title>Home</title>', html: user ? '<main>signed in</main>' : '<main>signed out</main>', state: null };
     }
     export function clientOnlyHead() { return '<title>Dashboard</title>'; }`,
});

describe('server-rendered pages after logout', () => {
  it('render signed out for an access cookie whose session has ended', async () => {
    const user = await createTestUser(testApp().database);
    const session = await startSession(testApp().database.db, testApp().signer, user.id);
    const page = () => testApp().app.inject({ method: 'GET', url: '/', cookies: { [COOKIES.access]: session.access } });
    expect((await page()).body).toContain('signed in');

    await testApp().app.inject({ method: 'POST', url: ENDPOINTS.logout, payload: { refresh: session.refresh } });

    const after = await page();
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('signed out');
    // A browser that kept both cookies gets no new session from the ended refresh token either.
    const both = await testApp().app.inject({
      method: 'GET',
      url: '/',
      cookies: { [COOKIES.access]: session.access, [COOKIES.refresh]: session.refresh },
    });
    expect(both.body).toContain('signed out');
    expect(both.cookies.filter((cookie) => cookie.value !== '')).toHaveLength(0);
  });
});
