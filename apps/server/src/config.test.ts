import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'memeforge-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(
      loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://memes.example/', BILLING_ALLOW_TEST_CHECKOUT: 'true' })
        .publicUrl,
    ).toBe('https://memes.example');
  });

  it('requires PUBLIC_URL when HOST is reachable from other machines', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' })).toThrow(
      'Invalid setting PUBLIC_URL: required when HOST (0.0.0.0) is not a loopback address',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), HOST: '10.1.2.3' })).toThrow(ConfigError);
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ DATA_DIR: tempDir(), HOST: host }).host).toBe(host);
    }
    const behindBalancer = { DATA_DIR: tempDir(), HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:8080' };
    expect(loadConfig(behindBalancer).publicUrl).toBe('http://localhost:8080');
  });

  it('refuses the built-in test checkout on a public address unless a staging server asks for it', () => {
    const publicServer = { DATA_DIR: tempDir(), HOST: '0.0.0.0', PUBLIC_URL: 'https://memes.example' };
    expect(() => loadConfig(publicServer)).toThrow(
      'Invalid setting BILLING_PROVIDER: the built-in test checkout (local, the default) gives paid plans for a test card',
    );
    expect(loadConfig({ ...publicServer, BILLING_ALLOW_TEST_CHECKOUT: 'true' }).billing.provider).toBe('local');
    const withStripe = {
      ...publicServer,
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
    };
    expect(loadConfig(withStripe).billing.provider).toBe('stripe');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://127.0.0.1:3100' }).billing.provider).toBe('local');
  });

  it('generates SECRET_KEY once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(first);
    expect(readFileSync(path.join(dir, 'secret_key'), 'utf8').trim()).toBe(first);
  });

  it('takes the ffmpeg and ffprobe binaries from FFMPEG_PATH and FFPROBE_PATH, refusing a missing file', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).media).toEqual({ ffmpegPath: undefined, ffprobePath: undefined });
    const binary = process.execPath;
    expect(loadConfig({ DATA_DIR: tempDir(), FFMPEG_PATH: binary, FFPROBE_PATH: binary }).media).toEqual({
      ffmpegPath: binary,
      ffprobePath: binary,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), FFPROBE_PATH: '/nonexistent/ffprobe' })).toThrow(/FFPROBE_PATH/);
  });

  it('keeps media in DATA_DIR/media, or in the bucket S3_BUCKET names with its settings', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local', dir: path.join(dir, 'media') });
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'memeforge-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/media/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'memeforge-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/media',
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: S3_BUCKET is required with it/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('reads TRUST_PROXY as a hop count, and refuses to trust every proxy', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('writes captions offline unless an LLM API is configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).ai).toEqual({ provider: 'offline' });
    expect(loadConfig({ DATA_DIR: tempDir(), AI_BASE_URL: 'http://127.0.0.1:1/v1' }).ai).toEqual({
      provider: 'offline',
    });
  });

  it('reads the OpenAI-compatible LLM settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'https://api.example.com/v1/',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'gpt-4o-mini',
    });
    expect(config.ai).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: 15_000,
    });
    const local = loadConfig({
      DATA_DIR: tempDir(),
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '5000',
    });
    expect(local.ai).toMatchObject({ apiKey: undefined, timeoutMs: 5000 });
  });

  it('names a missing or bad AI setting', () => {
    const llm = { DATA_DIR: tempDir(), AI_PROVIDER: 'openai-compatible' };
    expect(() => loadConfig(llm)).toThrow(ConfigError);
    expect(() => loadConfig(llm)).toThrow(/AI_BASE_URL and AI_MODEL: required when AI_PROVIDER is openai-compatible/);
    expect(() => loadConfig({ ...llm, AI_BASE_URL: 'http://localhost:8080/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ ...llm, AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), AI_PROVIDER: 'gpt' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), AI_BASE_URL: 'ftp://x' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
