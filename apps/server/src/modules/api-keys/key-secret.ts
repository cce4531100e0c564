/**
 * The key itself: `mf_` and 43 characters of base64url (256 random bits). Only its SHA-256 is
 * stored: with that much entropy a slow password hash would add nothing but a cost per request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@memeforge/contract';

const KEY_PATTERN = /^mf_[A-Za-z0-9_-]{43}$/;

export function mintApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS), keyHash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Whether a Bearer value is meant as an API key (rather than an access token). */
export function looksLikeApiKey(bearer: string): boolean {
  return bearer.startsWith(API_KEY_PREFIX);
}

/** Whether it has a key's exact shape; anything else is refused without a query. */
export function isWellFormedApiKey(bearer: string): boolean {
  return KEY_PATTERN.test(bearer);
}
