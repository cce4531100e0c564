import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ROUTES } from '@memeforge/contract';
import { createLogger } from './logger';
import { buildTestApp, type TestApp } from './test-support';

const lines: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger: createLogger('info', destination) });
});
afterAll(async () => {
  await t?.close();
});

const RESET_TOKEN = 'cz8aq9-0d1f6b5a2e7c4b3a9f8e7d6c5b4a3f2e';
const UID = 'MTIzNDU';
const VERIFY_KEY = 'MQ:1vZ9bq:secret-verification-key-0123456789';

describe('request log lines', () => {
  it('keep the secrets of reset and verification links out', async () => {
    // The links as mailed, opened in a browser: a page request with the secrets in the query.
    await t.app.inject({ method: 'GET', url: `${ROUTES.resetPassword}?uid=${UID}&token=${RESET_TOKEN}` });
    await t.app.inject({ method: 'GET', url: `${ROUTES.verifyEmail}?key=${encodeURIComponent(VERIFY_KEY)}` });
    // The forms those pages submit, secrets in the body.
    await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.passwordResetConfirm,
      payload: { uid: UID, token: RESET_TOKEN, new_password1: 'Marmalade$Comet77', new_password2: 'Marmalade$Comet77' },
    });
    await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key: VERIFY_KEY } });
    // The same secrets under the API path, in the query this time.
    await t.app.inject({ method: 'POST', url: `${ENDPOINTS.verifyEmail}?key=${encodeURIComponent(VERIFY_KEY)}` });

    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((entry) => entry.msg === 'incoming request');
    expect(requests.map((entry) => entry.req?.url)).toEqual([
      ROUTES.resetPassword,
      ROUTES.verifyEmail,
      ENDPOINTS.passwordResetConfirm,
      ENDPOINTS.verifyEmail,
      ENDPOINTS.verifyEmail,
    ]);
    const log = lines.join('\n');
    for (const secret of [RESET_TOKEN, UID, 'secret-verification-key', encodeURIComponent(VERIFY_KEY)]) {
      expect(log).not.toContain(secret);
    }
  });
});
