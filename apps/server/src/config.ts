/**
 * The only reader of process.env. Every setting is validated at boot; a bad one stops the
 * process with a message that names it. Defaults are the embedded ones (README "Settings").
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '@memeforge/contract';
import { BILLING_ENV, billingSettings, type BillingSettings } from './adapters/billing/settings';
import { SERVER_ROOT } from './server-root';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://accounts.google.com')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['offline', 'openai-compatible']).default('offline')),
  AI_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(15_000)),
  FFMPEG_PATH: z.preprocess(emptyToUndefined, z.string().refine(existsSync, 'no such file').optional()),
  FFPROBE_PATH: z.preprocess(emptyToUndefined, z.string().refine(existsSync, 'no such file').optional()),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MARKETING_CONTENT: z.preprocess(emptyToUndefined, z.string().refine(existsSync, 'no such file').optional()),
  ...BILLING_ENV,
});

/** Every setting the process reads (the deployment files' test checks theirs against it). */
export const SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Where media files (templates, uploads, renders) are kept. */
  storage: StorageSettings;
  databaseUrl: string | undefined;
  secretKey: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** The built web app (client assets and the SSR bundle). */
  webDistDir: string;
  /**
   * Whose X-Forwarded-* headers are believed: nobody's (false, the default), the nearest N proxies
   * (a hop count), or the proxies at these addresses or CIDR ranges. Never "any": the leftmost
   * X-Forwarded-For is written by the client, which could then choose its own address and slip
   * past per-address rate limits.
   */
  trustProxy: TrustProxy;
  /** The bearer token a Prometheus scraper sends to GET /api/metrics; unset, only superusers read it. */
  metricsToken: string | undefined;
  mail: MailConfig;
  /** Where contact-form messages are mailed (SUPPORT_EMAIL; default support@ the MAIL_FROM address's domain). */
  supportEmail: string;
  /** Google sign-in; null when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not both set. */
  google: GoogleConfig | null;
  /** The caption writer: offline (no network, the default) or an OpenAI-compatible LLM API. */
  ai: AiConfig;
  /** The ffmpeg and ffprobe binaries; undefined leaves the render package's choice (Debian's, else npm's). */
  media: { ffmpegPath: string | undefined; ffprobePath: string | undefined };
  /** The landing page's content file (testimonials, logos, figures, showcase captions, video); checked at boot. */
  marketingContentPath: string;
  /** Billing: the local provider (default) or Stripe, with its keys and price ids (decision 026). */
  billing: BillingSettings;
}

export interface MailConfig {
  /** SMTP transport; unset, messages go to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /**
   * Whether the outbox mailer logs the links of the messages it writes: only when PUBLIC_URL is
   * this machine (someone trying the product locally). Anywhere else the links are sign-in
   * secrets and the log names the .eml file instead.
   */
  logLinks: boolean;
}

export type TrustProxy = false | number | string[];

/** Files under a folder of this machine, served by the app at /media/ (the default: DATA_DIR/media). */
export interface LocalStorageSettings {
  kind: 'local';
  dir: string;
}

/**
 * An S3-compatible bucket (S3_BUCKET set). Without keys, the SDK's own chain finds credentials
 * (an instance role, AWS_* variables).
 */
export interface S3StorageSettings {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another S3-compatible server (MinIO, R2, ...); unset, AWS S3 in `region`. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Where the bucket's public objects are fetched from (a CDN); unset, the bucket's own URL. */
  publicUrl: string | undefined;
}

/** One member per kind of store; adapters/storage's createMediaStorage is the only reader. */
export type StorageSettings = LocalStorageSettings | S3StorageSettings;

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface OfflineAiConfig {
  provider: 'offline';
}

export interface LlmAiConfig {
  provider: 'openai-compatible';
  /** The API's base URL, up to and including its version: `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Sent as a bearer token; local servers (Ollama, llama.cpp, vLLM) often need none. */
  apiKey: string | undefined;
  model: string;
  /** The longest a batch may wait for the LLM, retry included, before the offline writer answers. */
  timeoutMs: number;
}

export type AiConfig = OfflineAiConfig | LlmAiConfig;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the key from DATA_DIR/secret_key, creating it once, so restarts keep sessions valid. */
function persistentSecretKey(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length >= 32) return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

const TRUST_PROXY_HELP =
  'give the number of proxies in front of the app (1 for one load balancer), or their addresses or CIDR ranges separated by commas (10.0.0.5,10.1.0.0/16); false trusts none';

/** A hop count or a list of proxy addresses; `true` (believe any X-Forwarded-For) is refused. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      `Invalid setting TRUST_PROXY: true would believe an X-Forwarded-For the client wrote itself; ${TRUST_PROXY_HELP}`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20)
      throw new ConfigError(`Invalid setting TRUST_PROXY: ${hops} hops is not plausible; ${TRUST_PROXY_HELP}`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `Invalid setting TRUST_PROXY: not an address or CIDR range: ${bad.join(', ')}; ${TRUST_PROXY_HELP}`,
    );
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether HOST listens only on this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

function googleConfig(values: z.infer<typeof EnvSchema>): GoogleConfig | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = values;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError('Invalid setting GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both, or neither');
  }
  return { clientId, clientSecret, issuer: values.GOOGLE_ISSUER.replace(/\/+$/, '') };
}

/** The bucket when S3_BUCKET is set (with both keys or neither), else DATA_DIR/media. */
function storageSettings(values: z.infer<typeof EnvSchema>, dataDir: string): StorageSettings {
  if (!values.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).find(
      (name) => values[name] !== undefined,
    );
    if (stray) throw new ConfigError(`Invalid setting ${stray}: S3_BUCKET is required with it`);
    return { kind: 'local', dir: path.join(dataDir, 'media') };
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid setting S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  return {
    kind: 's3',
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT?.replace(/\/+$/, ''),
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

function aiConfig(values: z.infer<typeof EnvSchema>): AiConfig {
  if (values.AI_PROVIDER === 'offline') return { provider: 'offline' };
  const missing = (['AI_BASE_URL', 'AI_MODEL'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid setting ${missing.join(' and ')}: required when AI_PROVIDER is openai-compatible`);
  }
  return {
    provider: 'openai-compatible',
    baseUrl: values.AI_BASE_URL!.replace(/\/+$/, ''),
    apiKey: values.AI_API_KEY,
    model: values.AI_MODEL!,
    timeoutMs: values.AI_TIMEOUT_MS,
  };
}

/**
 * support@ the domain of the sender's address in MAIL_FROM (`Name <no-reply@example.com>` or a bare
 * address); with no MAIL_FROM, PUBLIC_URL's host (the sender's default domain).
 */
export function defaultSupportEmail(mailFrom: string | undefined, publicUrl: string): string {
  const address = /<([^>]*)>/.exec(mailFrom ?? '')?.[1] ?? mailFrom ?? '';
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1).trim() : '';
  return `support@${domain || new URL(publicUrl).hostname}`;
}

const defaultWebDist = path.resolve(SERVER_ROOT, '../web/dist');
export const DEFAULT_MARKETING_CONTENT = path.join(SERVER_ROOT, 'content/marketing.json');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid setting ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  if (!values.PUBLIC_URL && !isLoopbackHost(values.HOST)) {
    // Without it links, Open Graph tags, the cross-site check and cookies' Secure flag would all
    // name http://localhost on a server others reach.
    throw new ConfigError(
      `Invalid setting PUBLIC_URL: required when HOST (${values.HOST}) is not a loopback address; set the address users reach`,
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const publicUrlIsThisMachine = LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    storage: storageSettings(values, dataDir),
    databaseUrl: values.DATABASE_URL,
    secretKey: values.SECRET_KEY ?? persistentSecretKey(dataDir),
    logLevel: values.LOG_LEVEL,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? defaultWebDist),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    metricsToken: values.METRICS_TOKEN,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.join(dataDir, 'outbox'),
      logLinks: publicUrlIsThisMachine,
    },
    supportEmail: values.SUPPORT_EMAIL ?? defaultSupportEmail(values.MAIL_FROM, publicUrl),
    google: googleConfig(values),
    ai: aiConfig(values),
    media: { ffmpegPath: values.FFMPEG_PATH, ffprobePath: values.FFPROBE_PATH },
    marketingContentPath: path.resolve(values.MARKETING_CONTENT ?? DEFAULT_MARKETING_CONTENT),
    billing: billingSettings(
      values,
      env,
      values.SECRET_KEY ?? persistentSecretKey(dataDir),
      (message) => new ConfigError(message),
      publicUrlIsThisMachine,
    ),
  };
}
