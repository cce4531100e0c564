import { defineConfig } from 'vite';
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  // The SSR bundle is imported by the server at run time; bundle our workspace packages into it.
  ssr: { noExternal: [/^@memeforge\//] },
  server: { port: 5173, proxy: apiProxy },
}));
