import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES, ROUTES, SessionResponseSchema } from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import { buildTestApp, createTestUser, TEST_PUBLIC_URL, type TestApp } from '../../test-support';
import { startOidcIssuer, type IssuerAccount, type OidcIssuer } from '../../test-support/oidc-issuer';
import { findUserByEmail } from '../users/store';

let issuer: OidcIssuer;
let t: TestApp;
const callbackUrl = `${TEST_PUBLIC_URL}${ROUTES.googleCallback}`;

function account(overrides: Partial<IssuerAccount> = {}): IssuerAccount {
  const sub = `google-${Math.random().toString(36).slice(2)}`;
  return {
    sub,
    email: `${sub}@gmail.example`,
    email_verified: true,
    name: 'Mary Jackson',
    given_name: 'Mary',
    family_name: 'Jackson',
    ...overrides,
  };
}

beforeAll(async () => {
  issuer = await startOidcIssuer({ redirectUris: [callbackUrl], account: account() });
  t = await buildTestApp({
    google: { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** Starts sign-in on our server and follows the issuer's redirects like a browser would. */
async function authorize(): Promise<{ code: string; state: string; iss: string; pendingCookie: string }> {
  const start = await t.app.inject({ method: 'GET', url: ENDPOINTS.googleLogin });
  expect(start.statusCode).toBe(302);
  const pending = start.cookies.find((cookie) => cookie.name === 'google_oauth');
  expect(pending?.httpOnly).toBe(true);

  const jar = new Map<string, string>();
  let location = start.headers.location as string;
  for (let hop = 0; hop < 10 && !location.startsWith(callbackUrl); hop += 1) {
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    location = new URL(response.headers.get('location')!, location).toString();
  }
  const callback = new URL(location);
  expect(callback.pathname).toBe(ROUTES.googleCallback);
  return {
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    iss: callback.searchParams.get('iss')!,
    pendingCookie: pending!.value,
  };
}

function finish(body: object, pendingCookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.socialAuthGoogle,
    payload: body,
    ...(pendingCookie ? { cookies: { google_oauth: pendingCookie } } : {}),
  });
}

describe('Google sign-in', () => {
  it('is offered when configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.authProviders });
    expect(response.json()).toEqual({ google: { enabled: true, loginUrl: ENDPOINTS.googleLogin } });
  });

  it('redirects with PKCE, state and nonce', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.googleLogin });
    const url = new URL(response.headers.location as string);
    expect(url.origin).toBe(issuer.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(callbackUrl);
  });

  it('creates a verified free account for a new Google user and starts a session', async () => {
    issuer.account = account();
    const { code, state, iss, pendingCookie } = await authorize();
    const response = await finish({ code, state, iss }, pendingCookie);
    expect(response.statusCode).toBe(200);
    const body = SessionResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ email: issuer.account.email, firstName: 'Mary', lastName: 'Jackson' });
    const user = await findUserByEmail(t.database.db, issuer.account.email);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toBeNull();
    expect(response.cookies.map((cookie) => cookie.name)).toContain('access_token');

    // The code is single-use at the issuer too.
    const replay = await finish({ code, state, iss }, pendingCookie);
    expect(replay.statusCode).toBe(400);
  });

  it('links to an existing Gmail account with the same e-mail; the next sign-in finds it by subject', async () => {
    const existing = await createTestUser(t.database, {
      email: `mary.${Date.now()}@gmail.com`,
      passwordHash: await hashPassword('Tangerine#Rocket42'),
    });
    issuer.account = account({ email: existing.email });
    const first = await authorize();
    expect((await finish(first, first.pendingCookie)).json().user.id).toBe(existing.id);

    issuer.account = { ...issuer.account, email: 'changed-at-google@example.com' };
    const second = await authorize();
    expect((await finish(second, second.pendingCookie)).json().user.id).toBe(existing.id);
    // The password still works: the account was verified, so nobody else could have set it.
    expect((await findUserByEmail(t.database.db, existing.email))?.passwordHash).toBeTruthy();
  });

  it('drops the password of a never-verified account it links to', async () => {
    const squatter = await createTestUser(t.database, {
      email: `squatted.${Date.now()}@googlemail.com`,
      passwordHash: 'x',
      emailVerifiedAt: null,
    });
    issuer.account = account({ email: squatter.email });
    const flow = await authorize();
    expect((await finish(flow, flow.pendingCookie)).statusCode).toBe(200);
    expect((await findUserByEmail(t.database.db, squatter.email))?.passwordHash).toBeNull();
  });

  it('links by e-mail on another domain only when the hd claim says Google hosts that domain', async () => {
    const domain = `team-${Date.now()}.example`;
    const existing = await createTestUser(t.database, { email: `mary@${domain}` });
    issuer.account = account({ email: existing.email, hd: domain });
    const flow = await authorize();
    const response = await finish(flow, flow.pendingCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(existing.id);
  });

  it('will not link by e-mail when Google cannot vouch for the address, and says to use the password', async () => {
    const existing = await createTestUser(t.database, { passwordHash: await hashPassword('Tangerine#Rocket42') });
    for (const claims of [{}, { hd: 'some-other-company.example' }]) {
      issuer.account = account({ email: existing.email, ...claims });
      const flow = await authorize();
      const response = await finish(flow, flow.pendingCookie);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: MESSAGES.socialLinkNeedsPassword });
      expect(response.cookies.map((cookie) => cookie.name)).not.toContain('access_token');
    }
    // Nothing was linked: the same Google account is still refused, and the password is untouched.
    const again = await authorize();
    expect((await finish(again, again.pendingCookie)).statusCode).toBe(422);
    expect((await findUserByEmail(t.database.db, existing.email))?.passwordHash).toBe(existing.passwordHash);
  });

  it('refuses a code without the matching pending cookie or state', async () => {
    issuer.account = account();
    const flow = await authorize();
    expect((await finish({ code: flow.code, state: flow.state })).json()).toEqual({
      detail: MESSAGES.socialAuthStateMismatch,
    });
    expect((await finish({ code: flow.code, state: 'other' }, flow.pendingCookie)).statusCode).toBe(400);
  });

  it('refuses a made-up code with our message', async () => {
    const flow = await authorize();
    const response = await finish({ code: 'made-up', state: flow.state, iss: flow.iss }, flow.pendingCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.socialAuthFailed });
  });

  it('refuses a Google account without a verified e-mail', async () => {
    issuer.account = account({ email_verified: false });
    const flow = await authorize();
    const response = await finish(flow, flow.pendingCookie);
    expect(response.json()).toEqual({ detail: MESSAGES.socialEmailNotVerified });
  });
});

describe('Google sign-in not configured', () => {
  it('is not offered and its routes answer 404', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: ENDPOINTS.authProviders })).json()).toEqual({
        google: { enabled: false, loginUrl: null },
      });
      expect((await plain.app.inject({ method: 'GET', url: ENDPOINTS.googleLogin })).statusCode).toBe(404);
      const post = await plain.app.inject({ method: 'POST', url: ENDPOINTS.socialAuthGoogle, payload: { code: 'x' } });
      expect(post.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
