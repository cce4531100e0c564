import { describe, expect, it } from 'vitest';
import { catalogueWithPriceIds, formatStorageBytes, isUpgrade, PAID_PLAN_KEYS, PLAN_STORAGE_BYTES } from './plans';

describe('plan changes', () => {
  it('is an upgrade with more memes per month, or the same memes paid yearly', () => {
    expect(isUpgrade({ plan: 'pro', cycle: 'month' }, { plan: 'business', cycle: 'month' })).toBe(true);
    expect(isUpgrade({ plan: 'pro', cycle: 'month' }, { plan: 'pro', cycle: 'year' })).toBe(true);
    expect(isUpgrade({ plan: 'basic', cycle: 'year' }, { plan: 'pro', cycle: 'month' })).toBe(true);
    expect(isUpgrade({ plan: 'pro', cycle: 'year' }, { plan: 'pro', cycle: 'month' })).toBe(false);
    expect(isUpgrade({ plan: 'business', cycle: 'month' }, { plan: 'basic', cycle: 'year' })).toBe(false);
    expect(isUpgrade({ plan: 'legacy_pro', cycle: 'month' }, { plan: 'pro', cycle: 'month' })).toBe(false);
  });

  it('fills price ids for the plans on sale and never for legacy ones', () => {
    const plans = catalogueWithPriceIds((plan, cycle) => `price_${plan}_${cycle}`);
    const byKey = Object.fromEntries(plans.map((plan) => [plan.plan_key, plan]));
    expect(byKey.business!.cycles.year!.stripe_price_id).toBe('price_business_year');
    expect(byKey.legacy_starter!.cycles.month!.stripe_price_id).toBeNull();
    expect(byKey.basic!.cycles.year!.discount?.savings).toBe(18);
  });
});

describe('storage per plan (decision 047)', () => {
  it('gives every paid plan more room than the free one, and names sizes as people read them', () => {
    for (const plan of PAID_PLAN_KEYS) expect(PLAN_STORAGE_BYTES[plan]).toBeGreaterThan(PLAN_STORAGE_BYTES.free);
    expect(formatStorageBytes(PLAN_STORAGE_BYTES.free)).toBe('500 MB');
    expect(formatStorageBytes(PLAN_STORAGE_BYTES.pro)).toBe('20 GB');
    expect(formatStorageBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});
