import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ResponsiveImage } from '@memeforge/contract';
import { DeferredMedia } from './deferred-media';
import { ResponsivePicture } from './responsive-image';

const IMAGE: ResponsiveImage = {
  src: '/media/showcase/a-640.webp',
  width: 640,
  height: 800,
  srcset: [
    { url: '/media/showcase/a-320.webp', width: 320 },
    { url: '/media/showcase/a-640.webp', width: 640 },
  ],
};

/** An IntersectionObserver the test drives: `enter()` reports every observed element on screen. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, ...(options ? { options } : {}) });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    enter: () =>
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

const picture = (
  <DeferredMedia>
    <ResponsivePicture image={IMAGE} alt="A meme" sizes="18rem" />
  </DeferredMedia>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeferredMedia', () => {
  it('server-renders its pictures sized but without a source, so they do not load with the first screen', () => {
    const html = renderToString(picture);
    expect(html).toContain('width="640"');
    expect(html).toContain('height="800"');
    expect(html).not.toContain('src');
  });

  it('gives the pictures their sources once the section nears the screen, not before', () => {
    const viewport = stubIntersectionObserver();
    render(picture);
    const image = screen.getByRole('img', { name: 'A meme' });
    expect(image).not.toHaveAttribute('src');
    expect(viewport.observers[0]?.options?.rootMargin).toBe('600px 0px');
    viewport.enter();
    expect(image).toHaveAttribute('src', IMAGE.src);
    expect(image).toHaveAttribute('srcset', '/media/showcase/a-320.webp 320w, /media/showcase/a-640.webp 640w');
    expect(image).toHaveAttribute('sizes', '18rem');
  });

  it('leaves pictures outside it to the browser’s own lazy loading', () => {
    render(<ResponsivePicture image={IMAGE} alt="A meme" sizes="18rem" />);
    expect(screen.getByRole('img', { name: 'A meme' })).toHaveAttribute('src', IMAGE.src);
  });
});
