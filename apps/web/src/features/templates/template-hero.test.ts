import { describe, expect, it } from 'vitest';
import { makePublicTemplatePage } from '../../test-support/templates';
import { templateImagePreload } from './template-hero';

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
});
