import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS } from '@memeforge/contract';
import { startSession } from '../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../test-support';

/** A stand-in for the built web app whose page says whom it was rendered for. */
async function fakeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dir, 'client'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
  );
  await writeFile(
    path.join(dir, 'server', 'entry-server.js'),
    `export async function render({ user }) {
       return { status: 200, head: '<title>Home</title>', html: user ? '<main>signed in</main>' : '<main>signed out</main>', state: null };
     }
     export function clientOnlyHead() { return '<title>Dashboard</title>'; }`,
  );
  return dir;
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fakeWebDist();
  t = await buildTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('server-rendered pages after logout', () => {
  it('render signed out for an access cookie whose session has ended', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const page = () => t.app.inject({ method: 'GET', url: '/', cookies: { [COOKIES.access]: session.access } });
    expect((await page()).body).toContain('signed in');

    await t.app.inject({ method: 'POST', url: ENDPOINTS.logout, payload: { refresh: session.refresh } });

    const after = await page();
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('signed out');
    // A browser that kept both cookies gets no new session from the ended refresh token either.
    const both = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { [COOKIES.access]: session.access, [COOKIES.refresh]: session.refresh },
    });
    expect(both.body).toContain('signed out');
    expect(both.cookies.filter((cookie) => cookie.value !== '')).toHaveLength(0);
  });
});
