import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@memeforge/contract';
import { rememberNextPath, safeNextPath, takeNextPath } from './after-sign-in';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('where a person goes once signed in', () => {
  it('follows only the dashboard paths of this site', () => {
    expect(safeNextPath('/dashboard/editor?template=two-buttons')).toBe('/dashboard/editor?template=two-buttons');
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    for (const unsafe of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example',
      '/subscription',
      '',
      null,
    ]) {
      expect(safeNextPath(unsafe)).toBeNull();
    }
  });

  it('keeps the destination of a sign-up for the sign-in that ends it, once', () => {
    rememberNextPath('/dashboard/editor?template=two-buttons');
    expect(takeNextPath()).toBe('/dashboard/editor?template=two-buttons');
    expect(takeNextPath()).toBe(ROUTES['dashboard.generateMeme']);
  });

  it('goes to the generator when nothing was promised, the promise is stale or foreign', () => {
    expect(takeNextPath()).toBe(ROUTES['dashboard.generateMeme']);
    rememberNextPath('https://evil.example/');
    expect(takeNextPath()).toBe(ROUTES['dashboard.generateMeme']);
    vi.useFakeTimers();
    rememberNextPath('/dashboard/editor?template=x');
    vi.advanceTimersByTime(25 * 60 * 60 * 1000);
    expect(takeNextPath()).toBe(ROUTES['dashboard.generateMeme']);
  });
});
