import { z } from 'zod';

/**
 * Personal API keys (our addition, issue 25; decision 051): other programs and AI assistants act
 * for a person with a key sent as `Authorization: Bearer mf_…`. A key is shown once when it is
 * made and stored only as a hash. Its scopes say which operations it reaches; none of them reaches
 * the account's password, e-mail, keys or billing.
 */
export const API_KEY_SCOPES = ['read', 'generate', 'edit'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const ApiKeyScopeSchema = z
  .enum(API_KEY_SCOPES, { error: 'A key’s scopes are read, generate and edit.' })
  .meta({ id: 'ApiKeyScope' });

/** What each scope lets a key do, in the words the key screens show. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: your memes, their files, job status and the template library',
  generate: 'Generate: make memes from a topic and AI captions (spends credits)',
  edit: 'Edit: save, edit with AI, share and delete your memes (may spend credits)',
};

/** Every key starts with this, so it is recognisable in a config file or a leak scanner. */
export const API_KEY_PREFIX = 'mf_';
/** How many characters of the key (after `mf_`) the key list shows, to tell keys apart. */
export const API_KEY_SHOWN_CHARS = 8;
/** Keys a person may hold at once (revoked and expired ones do not count). */
export const API_KEYS_MAX = 20;
export const API_KEY_NAME_MAX = 60;
/** The longest expiry a key may be given. */
export const API_KEY_MAX_LIFETIME_DAYS = 366;
/** Each key's own rate limit: requests per minute, over every operation it calls. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
/** The expiry choices the key screen offers (days; null is no expiry). */
export const API_KEY_EXPIRY_CHOICES = [7, 30, 90, 365, null] as const;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name, so you can tell it apart later.',
  nameTooLong: `Keep the name under ${API_KEY_NAME_MAX + 1} characters.`,
  scopesRequired: 'Choose at least one thing the key may do.',
  /** Shown beside the scopes when a key could start memes but not look at them. */
  withoutRead: 'Without Read, this key can start memes but not check on them or download them.',
  expiryInPast: 'Choose an expiry date in the future.',
  expiryTooFar: `A key can last at most ${API_KEY_MAX_LIFETIME_DAYS} days.`,
  tooManyKeys: `You already have ${API_KEYS_MAX} API keys. Revoke one you no longer use to make another.`,
  notFound: 'That API key was not found.',
  revoked: 'This API key has been revoked. Make a new one in your profile.',
  expired: 'This API key has expired. Make a new one in your profile.',
  invalid: 'This API key is not valid. Check that you copied all of it.',
  notForKeys:
    'API keys cannot be used for this operation. Sign in to the web app to manage your account, keys and billing.',
  missingScope: (scope: ApiKeyScope) => `This API key lacks the "${scope}" scope. Make a key with it in your profile.`,
  tooManyRequests: `This API key has made more than ${API_KEY_REQUESTS_PER_MINUTE} requests in a minute. Wait and try again.`,
  created: 'Copy your key now: it will not be shown again.',
  revokedDone: 'The key has been revoked. Programs using it are refused from now on.',
  invalidId: 'The key id is not valid.',
} as const;

export const ApiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The key's first characters, `mf_` and API_KEY_SHOWN_CHARS more, to tell it apart. */
    prefix: z.string(),
    scopes: z.array(ApiKeyScopeSchema),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ results: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const ApiKeyCreateRequestSchema = z
  .object({
    name: z
      .string({ error: API_KEY_MESSAGES.nameRequired })
      .trim()
      .min(1, API_KEY_MESSAGES.nameRequired)
      .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
    scopes: z
      .array(ApiKeyScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
      .min(1, API_KEY_MESSAGES.scopesRequired)
      .max(API_KEY_SCOPES.length)
      .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
    /** When the key stops working; absent or null, never. At most API_KEY_MAX_LIFETIME_DAYS ahead. */
    expiresAt: z.iso
      .datetime({ offset: true, error: 'Give the expiry as a date and time, e.g. 2027-01-31T00:00:00Z.' })
      .nullish(),
  })
  .meta({ id: 'ApiKeyCreateRequest' });
export type ApiKeyCreateRequest = z.input<typeof ApiKeyCreateRequestSchema>;

/** The answer to creating a key: the key itself, this once. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({ key: z.string().startsWith(API_KEY_PREFIX) }).meta({
  id: 'ApiKeyCreated',
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;
