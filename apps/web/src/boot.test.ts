import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPTS_ELEMENT_ID } from '@memeforge/contract';
import { BOOT_ELEMENT_ID, startApp } from './boot';

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  vi.useRealTimers();
});

describe('the boot script', () => {
  it('reads the list the server writes (the same id as the contract’s)', () => {
    expect(BOOT_ELEMENT_ID).toBe(BOOT_SCRIPTS_ELEMENT_ID);
  });

  it('starts the app only after the first paint, fetching its chunks side by side', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const load = vi.fn(() => Promise.resolve());
    startApp({ entry: '/assets/index-A.js', preload: ['/assets/web-W.js', '/assets/LandingPage-L.js'] }, load);

    // Nothing before the frame is painted.
    expect(load).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    vi.advanceTimersToNextFrame();
    expect(load).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();

    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/web-W.js',
      '/assets/LandingPage-L.js',
    ]);
    expect(load).toHaveBeenCalledWith('/assets/index-A.js');
  });

  it('does nothing on a page without the list', () => {
    const load = vi.fn(() => Promise.resolve());
    startApp(null, load);
    expect(load).not.toHaveBeenCalled();
  });
});
