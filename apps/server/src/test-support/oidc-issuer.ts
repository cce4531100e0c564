/**
 * A local OpenID Connect issuer (oidc-provider) that stands in for Google in tests and in the
 * end-to-end suite: the real discovery document, authorization-code flow with PKCE, signed ID
 * tokens. Sign-in and consent are answered automatically for `account` (set it before each
 * sign-in), so a browser or a test only follows redirects.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface IssuerAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  /** Google's hosted-domain claim: the Workspace domain of the account, absent for a personal one. */
  hd?: string;
}

export interface OidcIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  account: IssuerAccount;
  close(): Promise<void>;
}

export async function startOidcIssuer(options: {
  redirectUris: string[];
  account: IssuerAccount;
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcIssuer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: OidcIssuer = {
    issuer,
    clientId: options.clientId ?? 'memeforge-test-client',
    clientSecret: options.clientSecret ?? 'memeforge-test-secret-0123456789',
    account: options.account,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub', 'hd'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the profile and e-mail claims are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-issuer-test-cookie-key'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ ...state.account, sub: id }),
    }),
    // No consent screen: every client gets the scopes it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const client = ctx.oidc.client!;
      const existing = ctx.oidc.session?.grantIdFor(client.clientId);
      if (existing) {
        const grant = await Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new Grant({ clientId: client.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_ctx, error) => console.warn('oidc issuer error', error));

  // Sign-in is answered at once for the configured account.
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && /^\/interaction\/[^/]+$/.test(ctx.path)) {
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: state.account.sub } },
        { mergeWithLastSubmission: false },
      );
      ctx.respond = false;
      return;
    }
    await next();
  });
  server.on('request', provider.callback());
  return state;
}
