import { describe, expect, it } from 'vitest';
import { preloadLeadFont } from './web';

const head = (css: string) => `<head><meta charset="UTF-8" /><!--app-head--><style>${css}</style></head>`;

describe('preloadLeadFont', () => {
  it('preloads the interface font’s Latin file named in the inline styles, ahead of the page’s head', () => {
    const html = preloadLeadFont(
      head(
        '@font-face{src:url(/assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2)}' +
          '@font-face{src:url(/assets/inter-latin-wght-normal-Dx4kXJAl.woff2)}',
      ),
    );
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2">\n    <!--app-head-->',
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('leaves a page without the font as it is', () => {
    const html = head('body{color:red}');
    expect(preloadLeadFont(html)).toBe(html);
  });
});
