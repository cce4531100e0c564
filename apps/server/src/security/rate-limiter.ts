/**
 * Fixed-window rate limits kept in the database, so every server process counts together. A rule
 * names what is limited ("login failures per account"); the subject is whose count it is (an
 * e-mail, an address). Refusals are 429 with Retry-After, in the same voice as other errors.
 */
import { isIPv6 } from 'node:net';
import type { Db } from '../db/types';
import { RateLimited } from '../domain-errors';
import { countEvent, deleteCounter, deleteCountersOlderThan, uncountEvent } from './rate-limit-store';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The subject is a client address: IPv6 ones count per /64 network. */
  byAddress?: boolean;
  /** The refusal's words, when the generic 'Too many requests' says too little. */
  message?: string;
}

/** The eight groups of an IPv6 address, with `::` expanded and a trailing dotted IPv4 turned into two groups. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0] ?? address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * Whose count a client address is. One IPv6 subscriber usually holds a whole /64 and can pick any
 * address inside it, so counting per address would give them 2^64 fresh counters; an IPv4 address
 * written as IPv6 (`::ffff:a.b.c.d`) counts as the IPv4 address it is.
 */
export function addressSubject(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff';
  if (mapped) {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16)) as [number, number];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${(rule.byAddress ? addressSubject(subject) : subject).toLowerCase()}`;
}

function secondsLeft(windowStartedAt: Date, rule: RateLimitRule, now: Date): number {
  const endsAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

export class RateLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Counts one event and refuses it once the window's limit is passed. Answers the event's place in
   * the window, so exactly one caller (the one at `limit`) learns that this event used up the limit.
   */
  async consume(rule: RateLimitRule, subject: string, now = new Date()): Promise<number> {
    const windowFloor = new Date(now.getTime() - rule.windowSeconds * 1000);
    const row = await countEvent(this.db, keyOf(rule, subject), now, windowFloor);
    if (row && row.hits > rule.limit) throw new RateLimited(secondsLeft(row.windowStartedAt, rule, now), rule.message);
    return row?.hits ?? 1;
  }

  /** Takes back one counted event (an attempt that turned out fine), never below zero. */
  async release(rule: RateLimitRule, subject: string): Promise<void> {
    await uncountEvent(this.db, keyOf(rule, subject));
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await deleteCounter(this.db, keyOf(rule, subject));
  }

  /** Housekeeping: counters whose window ended long ago. */
  static purgeStale(db: Db, olderThan: Date): Promise<number> {
    return deleteCountersOlderThan(db, olderThan);
  }
}
