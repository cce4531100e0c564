/**
 * The app's style sheets in a page (decisions 021 and 062). A page rendered for one request gets
 * the whole sheet inside its `<style>`: on a slow phone connection a linked sheet is one more round
 * trip before anything paints. A page rendered once and answered to many visitors (the public page
 * cache) gets only the rules its own markup uses, found by `beasties`, with the whole sheet linked
 * at the end of the body: the page paints from the rules inside it, and the sheet, cached by the
 * browser for a year, is there before the scripts run and show anything the markup did not have.
 * Inside the page the sheet costs every visit its bytes; under load those bytes are what a public
 * page's answer time is made of (the load benchmark's byte peer).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/** A built sheet the template links, and its text. */
interface StyleSheet {
  /** The template's own `<link rel="stylesheet">` tag, kept as it is (its `crossorigin` decides the cache entry). */
  tag: string;
  href: string;
  css: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;
/** Marks the `<style>` holding a built sheet, so the critical pass finds it among any others. */
const SHEET_ATTRIBUTE = 'data-sheet';
const SHEET_STYLE = new RegExp(`<style ${SHEET_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</style>`, 'g');
/**
 * Rules kept whatever the markup: `beasties` finds the fonts a page uses from `font-family`
 * declarations, and ours reach the fonts through custom properties (`var(--font-sans)`), so it
 * would drop them all.
 */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * The page as `beasties` must read it. It parses without decoding entities, so a class React wrote
 * as `[&amp;&gt;li]:x` never matched the rule for `[&>li]:x` (Tailwind's arbitrary variants) and
 * its rule was left out. Inside a quoted attribute `&`, `<` and `>` may stand as they are; the
 * quote must stay encoded.
 */
function withPlainClassNames(page: string): string {
  return page.replace(/ class="([^"]*)"/g, (attribute, value: string) =>
    value.includes('&')
      ? ` class="${value.replace(/&(amp|lt|gt|#x27|#39);/g, (_entity, name: string) => PLAIN[name]!)}"`
      : attribute,
  );
}
const PLAIN: Record<string, string> = { amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/** Sheet text that cannot end its `<style>` element, with source maps found where the file is. */
function inlineSafe(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style').replace(/sourceMappingURL=(?!\/)/g, 'sourceMappingURL=/assets/');
}

export class PageStyles {
  readonly #sheets: StyleSheet[];
  readonly #beasties = new Beasties({
    // Only the `<style>` elements inside the page: nothing is read from disk or the network.
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    pruneSource: false,
    fonts: false,
    // Animations are named through custom properties too (`animation: var(--animate-spin)`).
    keyframes: 'all',
    // `beasties` matches a selector with its pseudo-classes cut off, and cuts a leading `:where(...)`
    // or `:is(...)` whole, leaving nothing to match: Tailwind writes `space-y-*`, `divide-*` and the
    // `group-*`/`peer-*` variants that way. Those rules (about 20) are always kept.
    allowRules: [/^:(?:where|is)\(/],
    compress: true,
    logLevel: 'silent',
  });

  /** The sheets `template` links that the build wrote into `clientDir`. */
  constructor(template: string, clientDir: string) {
    this.#sheets = [...template.matchAll(STYLESHEET_LINK)].flatMap(([tag, href]) => {
      const file = path.join(clientDir, href!);
      return existsSync(file) ? [{ tag, href: href!, css: inlineSafe(readFileSync(file, 'utf8')) }] : [];
    });
  }

  /** `template` with every built sheet it links inside the page instead. */
  inline(template: string): string {
    return template.replace(STYLESHEET_LINK, (tag, href: string) => {
      const sheet = this.#sheets.find((candidate) => candidate.href === href);
      return sheet ? `<style ${SHEET_ATTRIBUTE}="${sheet.href}">${sheet.css}</style>` : tag;
    });
  }

  /**
   * A page made from the inlined template with only the rules its markup uses inside it, and the
   * whole sheets linked at the end of its body. Costs some tens of milliseconds: for pages made
   * once and answered many times.
   */
  async critical(page: string): Promise<string> {
    if (this.#sheets.length === 0 || !page.includes('</body>')) return page;
    const reduced = new Map<string, string>();
    for (const [, href, css] of (await this.#beasties.process(withPlainClassNames(page))).matchAll(SHEET_STYLE))
      reduced.set(href!, css!);
    const links: string[] = [];
    const withCritical = page.replace(SHEET_STYLE, (style, href: string, css: string) => {
      const sheet = this.#sheets.find((candidate) => candidate.href === href);
      const critical = reduced.get(href);
      if (!sheet || critical === undefined) return style;
      links.push(sheet.tag);
      return `<style ${SHEET_ATTRIBUTE}="${href}">${(css.match(FONT_FACE) ?? []).join('')}${critical}</style>`;
    });
    return withCritical.replace('</body>', () => `${links.join('')}</body>`);
  }
}
