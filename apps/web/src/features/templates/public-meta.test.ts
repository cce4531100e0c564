import { describe, expect, it } from 'vitest';
import { headTags } from '../../routes/meta';
import { makePublicTemplatePage } from '../../test-support/templates';
import { templateIndexMeta, templatePageMeta } from './public-meta';
import { matchPublicTemplateRoute } from './public-paths';

describe('public template head tags', () => {
  it('cannot be broken out of by a hostile title or description', () => {
    const page = makePublicTemplatePage({
      templateTitle: '</script><script>alert(1)</script>',
      description: 'Say "hi" & <b>bye</b>\u2028',
    });
    const head = headTags(templatePageMeta(page, 'https://memes.example'), 'https://memes.example/x');
    // The ImageObject and the BreadcrumbList, and nothing the title could have opened.
    expect(head.match(/<script/g)).toHaveLength(2);
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    expect(head).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Meme Template</title>');
    expect(head).toContain('content="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;"');
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(head)![1]!;
    expect(JSON.parse(json)).toMatchObject({ name: '</script><script>alert(1)</script> Meme Template' });
  });

  it('clips a long description for the meta tag at a word', () => {
    const meta = templatePageMeta(makePublicTemplatePage({ description: 'word '.repeat(100) }), 'https://x.test');
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.endsWith('word…')).toBe(true);
  });

  it('gives each index page its own canonical URL', () => {
    expect(templateIndexMeta(1, 'https://x.test').canonical).toBe('https://x.test/memes/template');
    expect(templateIndexMeta(3, 'https://x.test')).toMatchObject({
      canonical: 'https://x.test/memes/template?page=3',
      title: expect.stringContaining('page 3') as unknown,
    });
  });

  it('gives the index the site card as its link-preview image', () => {
    expect(templateIndexMeta(1, 'https://x.test').image).toEqual({
      url: 'https://x.test/social-card.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: expect.stringContaining('MemeForge') as unknown,
    });
  });

  it('recognises the public template routes', () => {
    expect(matchPublicTemplateRoute('/memes/template', '?page=4')).toEqual({ kind: 'index', page: 4 });
    expect(matchPublicTemplateRoute('/memes/template/', '?page=x')).toEqual({ kind: 'index', page: 1 });
    expect(matchPublicTemplateRoute('/memes/template/caf%C3%A9', '')).toEqual({ kind: 'template', slug: 'café' });
    expect(matchPublicTemplateRoute('/memes/template/a/b', '')).toBeNull();
    expect(matchPublicTemplateRoute('/memes/user', '')).toBeNull();
  });
});
