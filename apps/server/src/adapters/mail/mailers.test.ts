import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../../logger';
import { verificationEmail } from '../../mail/account-emails';
import { createMailer } from './index';
import { MailTransportError } from './types';

const logger = createLogger('silent');
const message = verificationEmail(
  { email: 'reader@example.com', name: 'Reader' },
  'http://localhost:3000/auth/verify-email?key=abc',
);

describe('outbox mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file with HTML and plain-text parts', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'MemeForge <no-reply@localhost>', outboxDir: dir }, logger);
    await mailer.send(message);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: reader@example.com$/m);
    expect(eml).toMatch(/^Subject: Confirm your e-mail for MemeForge$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
  });
});

describe('outbox mailer log line', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function logged(logLinks: boolean): Promise<string> {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'MemeForge <no-reply@localhost>', outboxDir: dir, logLinks },
      createLogger('info', destination),
    );
    await mailer.send(message);
    return lines.join('');
  }

  it('names the file but not the links (verification keys, reset tokens) on a deployed server', async () => {
    const line = await logged(false);
    expect(line).toMatch(/"file":"[^"]+\.eml"/);
    expect(line).not.toContain('key=abc');
  });

  it('adds the links when PUBLIC_URL is this machine, for someone trying the product locally', async () => {
    expect(await logged(true)).toContain('verify-email?key=abc');
  });
});

describe('SMTP mailer', () => {
  let server: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through the server named by SMTP_URL', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'MemeForge <no-reply@memeforge.test>', outboxDir: '/nonexistent' },
      logger,
    );
    await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Confirm your e-mail for MemeForge');
    expect(received[0]).toContain('From: MemeForge <no-reply@memeforge.test>');
  });

  it('reports an unreachable server as a MailTransportError', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.c', outboxDir: '/nonexistent' }, logger);
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailTransportError);
    mailer.close();
  });
});
