/**
 * Uploads end at their limits, on a real socket: a declared body over a form's cap is refused
 * before any of it is sent, and a file cut off at its limit is answered at once, without waiting
 * for (or reading) the rest of the request, and the connection is closed after the answer.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_IMAGE_MAX_BYTES, ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../test-support';
import { IDLE_CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../app';

let t: TestApp;
let port: number;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  authorization = (await bearerFor(t, await createTestUser(t.database))).authorization!;
});
afterAll(() => t.close());

/** Everything the server sends until it closes the socket (or the test's patience ends). */
function answerOf(socket: Socket, patienceMs = 10_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve({ text, closed: false }), patienceMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
  });
}

const BOUNDARY = 'memeforge-test-boundary';

/** The head of a signed-in save-form request, its body's length told by `framing`. */
const saveFormHead = (framing: string) =>
  [
    `POST ${ENDPOINTS.saveMeme} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: ${authorization}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    framing,
    '',
    '',
  ].join('\r\n');

describe('upload limits', () => {
  it('refuses a declared body over the form’s cap before reading any of it', async () => {
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket);
    socket.write(saveFormHead(`Content-Length: ${5 * 1024 * 1024 * 1024}`));
    const { text, closed } = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain(JSON.stringify({ file: [MESSAGES.imageTooLarge] }));
    expect(closed).toBe(true);
  });

  it('answers a file cut off at its limit at once, never reading the rest of the request', async () => {
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket);
    socket.write(saveFormHead('Transfer-Encoding: chunked'));
    const chunk = (data: Buffer | string) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
      socket.write(`${bytes.length.toString(16)}\r\n`);
      socket.write(bytes);
      socket.write('\r\n');
    };
    chunk(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    // Past the picture's limit, and then the client stalls: the request never ends.
    const piece = Buffer.alloc(1024 * 1024, 7);
    for (let sent = 0; sent <= CUSTOM_IMAGE_MAX_BYTES; sent += piece.length) chunk(piece);

    const { text, closed } = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text).toContain(JSON.stringify({ file: [MESSAGES.imageTooLarge] }));
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('has request and idle-connection timeouts (Fastify leaves them off)', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.timeout).toBe(IDLE_CONNECTION_TIMEOUT_MS);
  });
});
