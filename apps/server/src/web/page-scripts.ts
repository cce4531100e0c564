/**
 * How a page loads its scripts (decision 034). The built template (`dist/client/index.html`) names
 * the app's entry and the chunks it imports; the client build's manifest (`.vite/manifest.json`)
 * names each page module's chunk and the chunks it imports. A page gets one small script of its
 * own, the boot script (apps/web/src/boot.ts), which waits for the first paint and then fetches
 * the app's entry, its chunks and the page's own chunks side by side; their list travels in a JSON
 * data block (the Content-Security-Policy allows no inline script).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_SCRIPTS_ELEMENT_ID } from '@memeforge/contract';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const BOOT_MODULE = 'src/boot.ts';

export interface PageScripts {
  /** The template with its entry script and module preloads replaced by the boot script. */
  template: string;
  /** The data block that tells the boot script what to load for a page with these modules. */
  bootData(pageModuleIds: readonly string[]): string;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+\.js)">\s*/g;

/** JSON inside a <script>: nothing in it may close the tag. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** A chunk's file and, first, the files of every chunk it imports, once each. */
function chunkFiles(manifest: Manifest, key: string, seen: Set<string>, files: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen, files);
  files.push(chunk.file);
}

/**
 * The page scripts of a build, or the template as it is when the build has no boot script (a
 * development or test build): then the template's own script tags load the app.
 */
export function loadPageScripts(clientDir: string, template: string): PageScripts {
  const manifest = readManifest(clientDir);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const bootFiles: string[] = [];
  if (manifest) chunkFiles(manifest, BOOT_MODULE, new Set(), bootFiles);
  const boot = bootFiles.at(-1);
  if (!manifest || !entry || !boot) return { template, bootData: () => '' };

  const appFiles = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const bootTags = [
    ...bootFiles.slice(0, -1).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    `<script type="module" crossorigin src="/${boot}"></script>`,
  ].join('\n    ');
  const withBoot = template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, `${bootTags}\n    `);
  const cache = new Map<string, string>();

  return {
    template: withBoot,
    bootData(pageModuleIds) {
      const key = pageModuleIds.join('\n');
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const pageFiles: string[] = [];
      const seen = new Set<string>();
      for (const id of pageModuleIds) chunkFiles(manifest, id, seen, pageFiles);
      const preload = [...new Set([...appFiles, ...pageFiles])].filter((file) => file !== entry);
      const data = scriptSafe({ entry: `/${entry}`, preload: preload.map((file) => `/${file}`) });
      const block = `<script type="application/json" id="${BOOT_SCRIPTS_ELEMENT_ID}">${data}</script>`;
      cache.set(key, block);
      return block;
    },
  };
}
