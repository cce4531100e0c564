import { describe, expect, it } from 'vitest';
import { makePublicTemplatePage } from '../../test-support/templates';
import { heroWebpSource, templateImagePreload } from './template-hero';

describe('templateImagePreload', () => {
  it('preloads the thumbnail on narrow screens and the file on wide ones', () => {
    const page = makePublicTemplatePage({
      templateType: 1,
      templateFile: '/media/t/a.jpg',
      templateThumbnail: '/media/t/a-thumb.jpg',
    });
    expect(templateImagePreload(page)).toBe(
      [
        '<link rel="preload" as="image" href="/media/t/a-thumb.jpg" media="(max-width: 767px)" fetchpriority="high" />',
        '<link rel="preload" as="image" href="/media/t/a.jpg" media="(min-width: 768px)" fetchpriority="high" />',
      ].join('\n    '),
    );
  });

  it('preloads the file alone without a thumbnail, and nothing for a video', () => {
    const image = makePublicTemplatePage({
      templateType: 1,
      templateFile: '/a.jpg?x=1&y="2"',
      templateThumbnail: null,
    });
    expect(templateImagePreload(image)).toBe(
      '<link rel="preload" as="image" href="/a.jpg?x=1&amp;y=&quot;2&quot;" fetchpriority="high" />',
    );
    expect(templateImagePreload(makePublicTemplatePage({ templateType: 2 }))).toBe('');
  });

  it('preloads the WebP copies on narrow screens when the template has them, as the <source> picks', () => {
    const page = makePublicTemplatePage({
      templateType: 1,
      templateFile: '/media/t/a.jpg',
      templateThumbnail: '/media/t/a-thumb.jpg',
      templateThumbnails: [
        { url: '/media/t/a.jpg.240w.webp', width: 240 },
        { url: '/media/t/a.jpg.480w.webp?v=1&x="2"', width: 480 },
      ],
    });
    expect(templateImagePreload(page)).toBe(
      [
        '<link rel="preload" as="image" imagesrcset="/media/t/a.jpg.240w.webp 240w, /media/t/a.jpg.480w.webp?v=1&amp;x=&quot;2&quot; 480w" imagesizes="calc(100vw - 66px)" type="image/webp" media="(max-width: 767px)" fetchpriority="high" />',
        '<link rel="preload" as="image" href="/media/t/a.jpg" media="(min-width: 768px)" fetchpriority="high" />',
      ].join('\n    '),
    );
    // The same srcset and sizes the hero's <source> gets, so the browser fetches it once.
    expect(heroWebpSource(page)).toEqual({
      type: 'image/webp',
      media: '(max-width: 767px)',
      srcSet: '/media/t/a.jpg.240w.webp 240w, /media/t/a.jpg.480w.webp?v=1&x="2" 480w',
      sizes: 'calc(100vw - 66px)',
    });
    expect(heroWebpSource(makePublicTemplatePage({ templateThumbnails: [] }))).toBeNull();
    // A video's copies are of its poster frame; its page preloads nothing still.
    expect(templateImagePreload({ ...page, templateType: 2 })).toBe('');
  });
});
