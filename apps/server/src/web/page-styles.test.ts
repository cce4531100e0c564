/**
 * A page's styles: the whole built sheet inside pages made per request, and only what its markup
 * uses inside a page made to be answered many times, with the whole sheet linked after the markup.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageStyles } from './page-styles';

const SHEET_HREF = '/assets/web-abc123.css';
const LINK = `<link rel="stylesheet" crossorigin href="${SHEET_HREF}">`;
const SHEET = [
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-x.woff2)format("woff2")}',
  '@layer theme,base,utilities;',
  '@layer theme{:root{--font-sans:"Inter Variable",sans-serif;--color-brand:#7c3aed}}',
  '@layer base{html{font-family:var(--font-sans)}}',
  '@layer utilities{',
  '.text-brand{color:var(--color-brand)}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.dialog-only{position:fixed;inset:0}',
  ':where(.space-y-1>:not(:last-child)){margin-block-start:4px}',
  '.\\[\\&\\>li\\:nth-child\\(n\\+5\\)\\]\\:\\[content-visibility\\:auto\\]>li:nth-child(n+5){content-visibility:auto}',
  '.animate-spin{animation:var(--animate-spin)}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.only-wide-unused{display:grid}}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
].join('\n');

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${LINK}<!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;
const markup =
  '<ul class="[&amp;&gt;li:nth-child(n+5)]:[content-visibility:auto]"><li>one</li></ul>' +
  '<main class="sm:flex space-y-1"><h1 class="text-brand hover:underline">Memes &amp; more</h1><span class="animate-spin">…</span></main>';

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'page-styles-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, SHEET_HREF), SHEET);
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

const styleOf = (page: string) => /<style data-sheet="[^"]+">([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';

describe('PageStyles', () => {
  it('puts the whole built sheet inside the page in place of its link', () => {
    const inlined = new PageStyles(template, clientDir).inline(template);
    expect(inlined).not.toContain(LINK);
    expect(styleOf(inlined)).toBe(SHEET);
  });

  it('leaves a link to a sheet the build did not write as it is', () => {
    const missing = template.replace(SHEET_HREF, '/assets/gone.css');
    expect(new PageStyles(missing, clientDir).inline(missing)).toBe(missing);
  });

  it('keeps inside a page only the rules its markup uses, and links the whole sheet after the markup', async () => {
    const styles = new PageStyles(template, clientDir);
    const page = styles.inline(template).replace('<!--app-html-->', markup);
    const critical = await styles.critical(page);
    const css = styleOf(critical);

    // A class React wrote with entities (`&amp;&gt;`) is matched as the browser reads it.
    expect(css).toContain('content-visibility:auto');
    // A selector wrapped whole in `:where(...)` (Tailwind's `space-y-*`) is kept.
    expect(css).toContain(':where(.space-y-1>:not(:last-child))');
    for (const kept of [
      '.text-brand{',
      '.hover\\:underline:hover{',
      '.sm\\:flex{',
      ':root{',
      'html{',
      '.animate-spin{',
    ])
      expect(css).toContain(kept);
    for (const dropped of ['.dialog-only', '.only-wide-unused']) expect(css).not.toContain(dropped);
    // Kept whatever the markup: the fonts and animations are named through custom properties.
    expect(css).toContain('@font-face{font-family:Inter Variable');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('@property --tw-rotate-x');
    expect(css.length).toBeLessThan(SHEET.length);

    // The template's own link tag, once, after the markup; the rest of the page as it was.
    expect(critical.endsWith(`${LINK}</body></html>`)).toBe(true);
    expect(critical.split(LINK)).toHaveLength(2);
    expect(critical.replace(css, '').replace(LINK, '')).toBe(page.replace(SHEET, ''));
  });

  it('leaves a page without built sheets as it is', async () => {
    const bare = '<!doctype html><html><head></head><body><main class="text-brand">x</main></body></html>';
    expect(await new PageStyles(bare, clientDir).critical(bare)).toBe(bare);
  });
});
