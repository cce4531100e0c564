import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPTS_ELEMENT_ID } from '@memeforge/contract';
import { BOOT_ELEMENT_ID, PAINT_WAIT_CAP_MS, startApp } from './boot';

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.getElementById('root')?.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A page the server rendered, and paint timing the test reports: `paint()` is the first contentful paint. */
function serverRenderedPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<main><h1>Describe a topic.</h1></main>';
  document.body.append(root);
  const observers: PerformanceObserverCallback[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PerformanceObserverCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    paint: () => {
      const list = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
      for (const callback of observers) callback(list as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
  };
}

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

  it('on a page the server rendered, waits for its first contentful paint, however many frames that takes', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const page = serverRenderedPage();
    const load = vi.fn(() => Promise.resolve());
    startApp({ entry: '/assets/index-A.js', preload: ['/assets/web-W.js'] }, load);

    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(PAINT_WAIT_CAP_MS / 2);
    expect(load).not.toHaveBeenCalled();

    page.paint();
    vi.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAINT_WAIT_CAP_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported in time (a tab opened in the background)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
    serverRenderedPage();
    const load = vi.fn(() => Promise.resolve());
    startApp({ entry: '/assets/index-A.js', preload: [] }, load);
    vi.advanceTimersByTime(PAINT_WAIT_CAP_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledWith('/assets/index-A.js');
  });
});
