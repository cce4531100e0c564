import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const dirs: string[] = [];
const env = (values: Record<string, string>) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'memeforge-support-'));
  dirs.push(dir);
  return { DATA_DIR: dir, SECRET_KEY: 'x'.repeat(40), ...values };
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the SUPPORT_EMAIL setting', () => {
  it('defaults to support@ the domain of the mail sender', () => {
    expect(loadConfig(env({})).supportEmail).toBe('support@localhost');
    expect(
      loadConfig(
        env({
          PUBLIC_URL: 'https://memes.example',
          BILLING_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk',
          STRIPE_WEBHOOK_SECRET: 'wh',
        }),
      ).supportEmail,
    ).toBe('support@memes.example');
    expect(loadConfig(env({ MAIL_FROM: 'MemeForge <no-reply@mail.memes.example>' })).supportEmail).toBe(
      'support@mail.memes.example',
    );
    expect(loadConfig(env({ MAIL_FROM: 'robot@memes.example' })).supportEmail).toBe('support@memes.example');
  });

  it('takes a given address, and refuses one that is not an address', () => {
    expect(loadConfig(env({ SUPPORT_EMAIL: 'help@memes.example' })).supportEmail).toBe('help@memes.example');
    expect(() => loadConfig(env({ SUPPORT_EMAIL: 'help desk' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ SUPPORT_EMAIL: 'help desk' }))).toThrow(/SUPPORT_EMAIL/);
  });
});
