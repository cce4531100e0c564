import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'memeforge-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env });

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses true, which would believe the X-Forwarded-For a client writes, with a message that says what to set', () => {
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe .*number of proxies/);
  });

  it('refuses what is neither a count nor an address', () => {
    expect(() => load({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: not an address or CIDR range: yes/);
    expect(() => load({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => load({ TRUST_PROXY: '300.0.0.1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default and must be long enough when set', () => {
    expect(load({}).metricsToken).toBeUndefined();
    expect(load({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });
});

describe('outbox links in the log', () => {
  it('are logged only when PUBLIC_URL is this machine', () => {
    expect(load({}).mail.logLinks).toBe(true);
    expect(load({ PUBLIC_URL: 'http://127.0.0.1:3100' }).mail.logLinks).toBe(true);
    expect(load({ PUBLIC_URL: 'https://memes.example.com', BILLING_ALLOW_TEST_CHECKOUT: 'true' }).mail.logLinks).toBe(
      false,
    );
  });
});
