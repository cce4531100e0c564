import { describe, expect, it } from 'vitest';
import { LEFT_NAV, activeNavKey, isItemActive } from './nav';

describe('activeNavKey', () => {
  it('highlights the area the path belongs to', () => {
    expect(activeNavKey('/dashboard/generate')).toBe('generate');
    expect(activeNavKey('/dashboard/library')).toBe('library');
    expect(activeNavKey('/dashboard/editor')).toBe('editor');
    expect(activeNavKey('/dashboard/memes')).toBe('myMemes');
    expect(activeNavKey('/contact-us')).toBe('contactUs');
    expect(activeNavKey('/dashboard/billing/subscription')).toBe('subscription');
    expect(activeNavKey('/dashboard/billing/transactions')).toBe('transactions');
  });

  it('falls back to home', () => {
    expect(activeNavKey('/dashboard/profile')).toBe('home');
    expect(activeNavKey('/dashboard/billing/checkout/success')).toBe('home');
  });

  it('marks a parent active when one of its children is', () => {
    const billing = LEFT_NAV.find((item) => item.key === 'billing');
    expect(billing && isItemActive(billing, 'transactions')).toBe(true);
    expect(billing && isItemActive(billing, 'generate')).toBe(false);
  });
});
