import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The editor preview bundles src/layout for the browser: it must import nothing but itself and the
 * contract (zod schemas and constants, browser-safe: the editor constants are defined there once).
 */
describe('src/layout', () => {
  it('imports only its own modules and the contract (no Node, no canvas)', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(3);
    for (const name of sources) {
      const text = readFileSync(new URL(name, dir), 'utf8');
      const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map((m) => m[1] ?? m[2]);
      for (const specifier of specifiers)
        expect(specifier, `${name} imports ${specifier}`).toMatch(/^(\.\/[\w-]+|@memeforge\/contract)$/);
    }
  });
});
