/**
 * The API client of `mcp` on the command line: `fetch` to a running MemeForge with the person's
 * key as a Bearer token. A site that cannot be reached is a tool error in words (tool-results.ts),
 * never a crash of the stdio server.
 */
import { answerBody, encodeBody, pathWithQuery, retryAfterSeconds, type ApiClient } from './api-client';

/** One API call's limit: the generate call waits a few seconds for its batch, an editor save up to 8 s. */
const REQUEST_TIMEOUT_MS = 60_000;

export class SiteUnreachable extends Error {}

export function httpApiClient(siteUrl: string, key: string): ApiClient {
  return {
    async request(call) {
      const { contentType, payload } = encodeBody(call.body);
      const url = new URL(pathWithQuery(call.path, call.query), siteUrl);
      let response: Response;
      try {
        response = await fetch(url, {
          method: call.method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${key}`,
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          ...(payload ? { body: new Uint8Array(payload) } : {}),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const reason =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
        throw new SiteUnreachable(
          `Could not reach MemeForge at ${new URL(siteUrl).origin} (${reason || 'no answer'}). ` +
            'Check that the site is running and that --url names it.',
        );
      }
      return {
        status: response.status,
        body: answerBody(await response.text()),
        retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
      };
    },
  };
}
