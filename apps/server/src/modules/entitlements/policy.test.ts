import { describe, expect, it } from 'vitest';
import { PAID_PLAN_KEYS, PREMIUM_UNHINGED_MIN, UNHINGED_MAX } from '@memeforge/contract';
import { entitlementsFor } from './policy';

describe('entitlementsFor', () => {
  it('keeps the library, the premium levels and the AI caption from the free plan', () => {
    expect(entitlementsFor({ plan: 'free', isSuperuser: false })).toMatchObject({
      paid: false,
      libraryAccess: false,
      maxUnhingedLevel: PREMIUM_UNHINGED_MIN - 1,
      aiCaption: false,
      templateUpload: false,
    });
  });

  it.each(PAID_PLAN_KEYS)('opens everything a plan includes on %s', (plan) => {
    expect(entitlementsFor({ plan, isSuperuser: false })).toMatchObject({
      paid: true,
      libraryAccess: true,
      maxUnhingedLevel: UNHINGED_MAX,
      aiCaption: true,
      templateUpload: false,
    });
  });

  it('lets a superuser on the free plan do what a paying customer may, and upload templates', () => {
    expect(entitlementsFor({ plan: 'free', isSuperuser: true })).toMatchObject({
      paid: true,
      libraryAccess: true,
      maxUnhingedLevel: UNHINGED_MAX,
      templateUpload: true,
    });
  });
});
