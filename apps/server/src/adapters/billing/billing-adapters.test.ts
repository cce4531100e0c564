/** The simulator's test cards, the signature scheme and the billing settings. */
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@memeforge/contract';
import { loadConfig } from '../../config';
import { checkTestCard } from './simulator/cards';
import { addCycle, prorateUpgrade } from './proration';
import { signPayload, verifyPayload } from './signature';
import { WebhookSignatureError } from './types';

const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

describe('test cards', () => {
  it('accepts the usual test numbers and marks the one that fails later charges', () => {
    expect(checkTestCard(card)).toEqual({ ok: true, card: { last4: '4242', failsLaterCharges: false } });
    expect(checkTestCard({ ...card, number: '5555-5555-5555-4444', expiry: '1/2030', cvc: '1234' }).ok).toBe(true);
    expect(checkTestCard({ ...card, number: '4000 0000 0000 0341' })).toEqual({
      ok: true,
      card: { last4: '0341', failsLaterCharges: true },
    });
  });

  it('refuses decline numbers, bad numbers, dates and codes with the message for each', () => {
    const refusal = (input: Partial<typeof card>) => {
      const result = checkTestCard({ ...card, ...input }, new Date('2026-11-24T00:00:00Z'));
      return result.ok ? null : [result.field, result.message];
    };
    expect(refusal({ number: '4000 0000 0000 0002' })).toEqual(['number', BILLING_MESSAGES.cardDeclined]);
    expect(refusal({ number: '4000000000000127' })).toEqual(['number', BILLING_MESSAGES.cardCvcInvalid]);
    expect(refusal({ number: '4242 4242' })).toEqual(['number', BILLING_MESSAGES.cardNumberInvalid]);
    expect(refusal({ expiry: '13 / 30' })).toEqual(['expiry', BILLING_MESSAGES.cardExpiryInvalid]);
    expect(refusal({ expiry: '10 / 26' })).toEqual(['expiry', BILLING_MESSAGES.cardExpired]);
    expect(refusal({ expiry: '11 / 26' })).toBeNull();
    expect(refusal({ cvc: '12a' })).toEqual(['cvc', BILLING_MESSAGES.cardCvcInvalid]);
  });
});

describe('signatures', () => {
  const secret = 'a-local-secret-long-enough-for-tests-000';
  it('verifies what it signed, within 300 seconds', () => {
    const now = 1_800_000_000;
    const header = signPayload(secret, '{"id":"evt"}', now);
    expect(verifyPayload(secret, Buffer.from('{"id":"evt"}'), header, now + 300)).toBe('{"id":"evt"}');
    expect(() => verifyPayload(secret, '{"id":"evt"}', header, now + 301)).toThrow(WebhookSignatureError);
    expect(() => verifyPayload(secret, '{"id":"evt2"}', header, now)).toThrow(WebhookSignatureError);
    expect(() => verifyPayload('another', '{"id":"evt"}', header, now)).toThrow(WebhookSignatureError);
    expect(() => verifyPayload(secret, '{"id":"evt"}', 'garbage', now)).toThrow(WebhookSignatureError);
  });
});

describe('proration', () => {
  it('credits the unused half and charges the new plan’s half', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = addCycle(start, 'month');
    const middle = new Date((start.getTime() + end.getTime()) / 2);
    const same = prorateUpgrade(
      { plan: 'pro', billingCycle: 'month', periodStart: start, periodEnd: end },
      { plan: 'business', billingCycle: 'month' },
      middle,
    );
    expect(same).toEqual({ unusedCredit: 950, newCharge: 1950, amountDue: 1000, currency: 'usd' });
    const yearly = prorateUpgrade(
      { plan: 'pro', billingCycle: 'month', periodStart: start, periodEnd: end },
      { plan: 'pro', billingCycle: 'year' },
      middle,
    );
    expect(yearly).toEqual({ unusedCredit: 950, newCharge: 19000, amountDue: 18050, currency: 'usd' });
    expect(addCycle(start, 'year').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('settings', () => {
  const base = { DATA_DIR: '/tmp/memeforge-billing-settings', SECRET_KEY: 'x'.repeat(40) };
  it('defaults to the local provider with a secret derived from SECRET_KEY', () => {
    const config = loadConfig(base);
    expect(config.billing.provider).toBe('local');
    expect(config.billing.webhookSecret).not.toBe(base.SECRET_KEY);
    expect(loadConfig(base).billing).toEqual(config.billing);
  });

  it('needs Stripe’s keys with BILLING_PROVIDER=stripe, and reads one price id per plan and cycle', () => {
    expect(() => loadConfig({ ...base, BILLING_PROVIDER: 'stripe' })).toThrow(
      'Invalid setting STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required when BILLING_PROVIDER is stripe',
    );
    expect(() => loadConfig({ ...base, BILLING_PROVIDER: 'paypal' })).toThrow('BILLING_PROVIDER');
    const config = loadConfig({
      ...base,
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_PRO_YEAR: 'price_pro_year',
      STRIPE_PRICE_LEGACY_PRO_MONTH: 'price_legacy',
    });
    expect(config.billing).toMatchObject({
      provider: 'stripe',
      secretKey: 'sk_test_123',
      prices: { 'pro:year': 'price_pro_year', 'legacy_pro:month': 'price_legacy' },
    });
  });
});
