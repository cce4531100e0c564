/**
 * Google sign-in through OpenID Connect (openid-client): discovery from GOOGLE_ISSUER, the
 * authorization-code flow with PKCE, state and nonce, and the verified ID token's claims. Any
 * standard OIDC issuer works the same way, which is how the tests run it against oidc-provider.
 */
import * as client from 'openid-client';
import type { GoogleConfig } from '../../config';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
  /** The Google Workspace domain the account belongs to (Google's `hd` claim), or null for none. */
  hostedDomain: string | null;
}

/** What the browser carries between leaving for Google and coming back (in a signed cookie). */
export interface PendingAuthorization {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The query the issuer sent the browser back with. */
export interface CallbackParameters {
  code: string;
  state: string;
  iss?: string | undefined;
}

export class OAuthExchangeError extends Error {
  override name = 'OAuthExchangeError';
}

export interface GoogleOAuth {
  startAuthorization(): Promise<{ url: string; pending: PendingAuthorization }>;
  finishAuthorization(callback: CallbackParameters, pending: PendingAuthorization): Promise<GoogleIdentity>;
}

export function createGoogleOAuth(config: GoogleConfig, redirectUri: string): GoogleOAuth {
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    const issuer = new URL(config.issuer);
    configuration ??= client
      .discovery(
        issuer,
        config.clientId,
        config.clientSecret,
        undefined,
        // Plain http only for a local issuer (development and tests); Google itself is https.
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again on the next sign-in
        throw new OAuthExchangeError(`OIDC discovery failed: ${error instanceof Error ? error.message : error}`);
      });
    return configuration;
  };

  return {
    async startAuthorization() {
      const pending: PendingAuthorization = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(await discover(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.toString(), pending };
    },

    async finishAuthorization(parameters, pending) {
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', parameters.code);
      callback.searchParams.set('state', parameters.state);
      if (parameters.iss) callback.searchParams.set('iss', parameters.iss);
      try {
        const tokens = await client.authorizationCodeGrant(await discover(), callback, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims?.sub || typeof claims.email !== 'string') throw new OAuthExchangeError('no subject or e-mail');
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        return {
          subject: claims.sub,
          email: claims.email,
          emailVerified: claims.email_verified === true,
          name: text(claims.name),
          givenName: text(claims.given_name),
          familyName: text(claims.family_name),
          hostedDomain: text(claims.hd) || null,
        };
      } catch (error) {
        if (error instanceof OAuthExchangeError) throw error;
        throw new OAuthExchangeError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
