import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileMessages } from './vite-plugins/precompile-messages.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { stacklessSentinelErrors } from './vite-plugins/stackless-sentinels.ts';
import { createRequire } from 'node:module';
import path from 'node:path';

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// One build serves both `/` and `/api/tgbundle/`: assets are absolute, the router picks its basename at start-up.
export default defineConfig({
  // Each page's route chunks are preloaded by the server from the manifest (apps/server/src/modules/web/route-assets.ts).
  plugins: [react(), precompileMessages(), stacklessSentinelErrors(), compileHints()],
  base: '/',
  resolve: {
    // Messages arrive precompiled (see vite-plugins/precompile-messages.ts), so the runtime parser is not needed.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // react-router's package exports point every bundler at its development build (dev-only warnings and checks);
      // the production build it ships beside it is the same API without them (about 0.6 KB gzip of the entry).
      ...(process.env.VITEST ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }]),
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // The manifest lets the size budget follow the entry's static imports exactly, and the server preload each route's chunks.
    manifest: true,
    // Every browser the app targets (Telegram's WebViews, evergreen browsers) supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything first paint needs in one chunk (lazy screens share it instead of splitting it apart).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        // Hash-only names: the entry carries the preload list of every lazy screen, so short names keep it small.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
