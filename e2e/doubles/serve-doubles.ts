/**
 * The outside world for the end-to-end suite, started by Playwright before the app: a real SMTP
 * server (smtp-server) that keeps every message, a local OpenID Connect issuer standing in for
 * Google, and a small control API the tests use to read mail and choose who signs in at "Google".
 * Listens on 127.0.0.1 only; Playwright stops it after the run.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { startOidcIssuer, type IssuerAccount } from '../../apps/server/src/test-support/oidc-issuer';
import { DOUBLES } from './ports';

interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
  receivedAt: number;
}

const mails: ReceivedMail[] = [];

/** Undoes quoted-printable (soft line breaks and =XX escapes) so links can be read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        subject,
        raw,
        receivedAt: Date.now(),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(DOUBLES.smtpPort, '127.0.0.1', resolve));

const defaultAccount: IssuerAccount = {
  sub: 'google-default',
  email: 'google-user@gmail.example',
  email_verified: true,
  name: 'Google User',
  given_name: 'Google',
  family_name: 'User',
};
const issuer = await startOidcIssuer({
  port: DOUBLES.oidcPort,
  clientId: DOUBLES.oidcClientId,
  clientSecret: DOUBLES.oidcClientSecret,
  redirectUris: [`${DOUBLES.appUrl}/social-auth/google/callback`],
  account: defaultAccount,
});

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return json(200, { ok: true });
  if (url.pathname === '/mail' && request.method === 'GET') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const latest = mails.filter((mail) => mail.to.includes(to)).at(-1);
    if (!latest) return json(404, { detail: `no mail for ${to}` });
    const text = decodeQuotedPrintable(latest.raw);
    const links = [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)]
      .map((match) => match[0].replace(/&amp;/g, '&'))
      .filter((link) => link.startsWith(DOUBLES.appUrl));
    return json(200, { subject: latest.subject, links, count: mails.filter((mail) => mail.to.includes(to)).length });
  }
  if (url.pathname === '/oidc/account' && request.method === 'POST') {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      issuer.account = { ...defaultAccount, ...(JSON.parse(body) as Partial<IssuerAccount>) };
      json(200, issuer.account);
    });
    return;
  }
  json(404, { detail: 'not found' });
});
control.listen(DOUBLES.controlPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => undefined);
  void issuer.close();
  control.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
