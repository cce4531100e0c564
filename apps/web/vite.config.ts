import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Paths the dev server forwards to `npm run cli -- serve` on port 3000: the contract's
 * API_PREFIXES (packages/contract/src/endpoints.ts), less the public template pages under /memes/,
 * the server's local media storage (ENDPOINTS.media: templates and generated memes) and the caption
 * fonts the editor preview draws with (ENDPOINTS.captionFonts).
 * Written out here because the config is loaded by Node before TypeScript packages can be.
 */
const apiProxy = {
  '^/(api|users/api|library|billing|media|fonts)/|^/memes/(?!template(/|$))': { target: 'http://127.0.0.1:3000' },
};

/**
 * apps/web/src and the contract's modules: code that defines components, functions and schemas,
 * nothing run at import for its effect. A page that imports one schema from the contract's index
 * does not carry the other modules' schemas (decision 034).
 */
const OUR_PURE_MODULE = /[\\/](?:apps[\\/]web|packages[\\/]contract)[\\/]src[\\/].*\.(?:ts|tsx)$/;
/**
 * The SSR bundle keeps the contract's modules as they are: its copy of the contract runs in the
 * server's process beside the server's own, and trimmed differently it ran the schemas of the
 * API's documentation in its entry (two `Template` ids in zod's registry: the docs failed).
 */
const OUR_PURE_WEB_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.(?:ts|tsx)$/;
/** Imported for what they do: zod's configuration, the two entries and the style sheet. */
const SIDE_EFFECT_MODULE = /[\\/](?:zod-config\.ts|entry-client\.tsx|boot\.ts)$|\.css$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text files worth compressing; images, video and woff2 are compressed already. Source maps are left to the server. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|ttf|otf)$/i;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside each text file of 1 KB or
 * more in the client build, for the server to send as they are (plugins/web.ts, decision 021).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'memeforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The page's first script (src/boot.ts): an entry of its own that imports nothing. */
const BOOT_MODULE = /[\\/]src[\\/]boot\.ts$/;

/**
 * Few requests for a page on a slow phone connection (decision 034): everything the entry needs at
 * start in one chunk, and the small chunks automatic splitting makes for code that several lazy
 * pages share (an icon, a helper) copied into those pages instead of fetched one by one; a shared
 * runtime keeps one copy of their state.
 */
const FEW_CHUNKS = {
  groups: [{ name: 'app', tags: ['$initial' as const], test: (id: string) => !BOOT_MODULE.test(id) }],
  experimentalInlineCommonChunks: { maxSize: 8000 },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunk holds each page, for the server to preload the one it rendered (decision 034).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // boot.ts starts the app after the first paint (decision 034); the server puts it in the page.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', boot: 'src/boot.ts' } }),
      // Our own modules are side-effect free (but for the two imported for their effects), so a page
      // that imports `ui/` or a feature's index pulls only what it uses, and the public pages'
      // chunks do not carry the dashboard's components (decision 021).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !(isSsrBuild ? OUR_PURE_WEB_MODULE : OUR_PURE_MODULE).test(id) || SIDE_EFFECT_MODULE.test(id),
      },
      // Modules run in the order they are imported, across chunks: zod-config.ts must run before the
      // contract's schemas are built in a shared chunk, or zod probes `new Function` and the
      // Content-Security-Policy reports it (e2e/tests/security-headers.spec.ts).
      output: { strictExecutionOrder: true, ...(isSsrBuild ? {} : { codeSplitting: FEW_CHUNKS }) },
      // The client's entry exports nothing anyone imports; the SSR bundle's `render` must stay.
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
    },
  },
  // The SSR bundle is imported by the server at run time; bundle our workspace packages into it.
  ssr: { noExternal: [/^@memeforge\//] },
  server: { port: 5173, proxy: apiProxy },
}));
