/**
 * Each feature's README says what it may import in the words of the table the lint enforces
 * (eslint/web-features.js): this fails when a README and the table disagree, when a feature folder
 * has no README or no row, or when a row names no folder.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** What this test reads of the table's module (plain JavaScript, for ESLint's config). */
interface BoundariesTable {
  FEATURES: Record<string, unknown>;
  importsSentence: (feature: string) => string;
}

const FEATURES_DIR = path.dirname(fileURLToPath(import.meta.url));
const TABLE_FILE = path.resolve(FEATURES_DIR, '../../../../eslint/web-features.js');
const table = (await import(/* @vite-ignore */ TABLE_FILE)) as BoundariesTable;

const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The README's text with its line breaks as spaces, as Markdown reads it. */
const readme = (feature: string) =>
  readFileSync(path.join(FEATURES_DIR, feature, 'README.md'), 'utf8').replace(/\s+/g, ' ');

describe('feature READMEs and the boundaries table', () => {
  it('has a README and a row for every feature folder, and a folder for every row', () => {
    expect(folders.filter((feature) => !existsSync(path.join(FEATURES_DIR, feature, 'README.md')))).toEqual([]);
    expect(Object.keys(table.FEATURES).sort()).toEqual(folders);
  });

  it.each(folders)("%s: the README's one 'May import' sentence is the table's row", (feature) => {
    const text = readme(feature);
    expect(text).toContain(table.importsSentence(feature));
    expect(text.match(/may import/gi)).toHaveLength(1);
  });
});
