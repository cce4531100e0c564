import { describe, expect, it } from 'vitest';
import { catalogueWithPriceIds, isUpgrade } from './plans';

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
