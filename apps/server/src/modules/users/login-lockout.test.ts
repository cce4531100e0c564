import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import type * as Passwords from '../../auth/passwords';
import { hashPassword } from '../../auth/passwords';
import { addressSubject } from '../../security/rate-limiter';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';

/** Counts how many passwords were actually checked against a hash. */
const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (passwordHash: string, password: string) => {
      verified.count += 1;
      return original.verifyPassword(passwordHash, password);
    },
  };
});

let t: TestApp;
const PASSWORD = 'Tangerine#Rocket42';
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());
beforeEach(() => {
  verified.count = 0;
});

function login(email: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.login, payload: { email, password }, remoteAddress: ip });
}

describe('login lockout under concurrency', () => {
  it('checks at most 10 of 50 concurrent wrong passwords and refuses the rest, then the right one, with 429', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(user.email, `Wrong#Password${i}`, `10.9.${i}.1`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    for (const answer of answers.filter((item) => item.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    const right = await login(user.email, PASSWORD, '10.9.200.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(verified.count).toBeLessThanOrEqual(10);
  });

  it('counts concurrent attempts from one address before checking them too', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.database, { passwordHash })));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(users[i % users.length]!.email, `Wrong#Password${i}`, '10.8.0.1')),
    );
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
    expect(verified.count).toBeLessThanOrEqual(50);
  });
});

describe('per-address limits and IPv6', () => {
  it('groups IPv6 addresses by their /64 network and IPv4-mapped ones as IPv4', () => {
    expect(addressSubject('2001:db8:1:2:aaaa::1')).toBe(addressSubject('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressSubject('2001:db8:1:2::1')).not.toBe(addressSubject('2001:db8:1:3::1'));
    expect(addressSubject('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressSubject('192.0.2.7')).toBe('192.0.2.7');
  });

  it('refuses the 51st failed login from anywhere in one IPv6 /64', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.database, { passwordHash })));
    for (let i = 0; i < 50; i += 1) {
      const answer = await login(
        users[i % users.length]!.email,
        'Wrong#Password1',
        `2001:db8:7:7::${(i + 1).toString(16)}`,
      );
      expect(answer.statusCode).toBe(400);
    }
    const sameNetwork = await login(users[0]!.email, PASSWORD, '2001:db8:7:7:ffff:ffff:ffff:ffff');
    expect(sameNetwork.statusCode).toBe(429);
    const fresh = await createTestUser(t.database, { passwordHash });
    const otherNetwork = await login(fresh.email, PASSWORD, '2001:db8:7:8::1');
    expect(otherNetwork.statusCode).toBe(200);
  });
});
