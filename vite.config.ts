import { fileURLToPath, URL } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { firstScreenBoot } from './build/first-screen-boot';
import { precompress } from './build/precompress';
import { routeDocuments } from './build/route-documents';

const apiTarget = process.env.LECTERN_API_URL ?? 'http://localhost:3001';

// The manifest lets `npm test` size each route's first visit (build/first-visit-js.ts).
const appBuild = {
  outDir: 'dist',
  // Written beside each chunk but not named in it: the comment naming it, downloaded on every visit for the few who open
  // the developer tools, came to a KiB per page (about 40 bytes gzipped per chunk, 30 chunks for /courses).
  sourcemap: 'hidden',
  target: 'es2022',
  manifest: true,
  // The app, and the light document a first visit to /sign-in gets (docs/decisions/0042-signin-light-document.md).
  rolldownOptions: {
    input: { app: 'index.html', 'sign-in': 'sign-in.html' },
    // React Query's modules in one chunk: every app route loads nearly all of them, and as a dozen chunks they
    // cost each route more to download than the few functions /courses does not use.
    output: {
      // A shared chunk is named by its hash alone: every route's chunks name the files they import and preload, and
      // names like describe-error-BJPDuyBp.js, dozens per route, cost 1-3 KiB of gzip. Route modules keep their
      // names, which the network panel and the preload tests go by.
      chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      codeSplitting: {
        groups: [
          {
            name: 'react-query',
            // queryOptions stays with the API modules the light sign-in document shares, which need nothing else.
            test: /node_modules\/@tanstack\/(query-core|react-query)\/(?!.*\/queryOptions\.js$)/,
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

/**
 * The screen the server draws a page's first screen for (src/server-screen.d.ts): a laptop's. The browser's build
 * has none: there, virtualized lists measure their own before the first paint.
 */
const SERVER_SCREEN = { width: 1280, height: 800 };

/**
 * The server's render of first screens (src/app/first-screen/server-entry.tsx), into dist-ssr/, outside what the
 * server serves. Every dependency is bundled in: the server's install has none of the app's.
 */
const firstScreenBuild = {
  ssr: { noExternal: true },
  // Bundled, React and its peers would pick their development builds (several times slower) at run time, by the
  // server's NODE_ENV: the render is production code whatever that says.
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __SERVER_SCREEN__: JSON.stringify(SERVER_SCREEN) },
  build: { outDir: 'dist-ssr', target: 'node20', sourcemap: true, copyPublicDir: false, rolldownOptions: { input: 'src/app/first-screen/server-entry.tsx' } },
} satisfies UserConfig;

export default defineConfig(({ command, isSsrBuild }) => ({
  // Lectern's interface is English: React Aria's strings for other locales would be downloaded and never shown.
  plugins: [react(), { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' }, ...(isSsrBuild ? [] : [firstScreenBoot(), routeDocuments(), precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: 'use-sync-external-store/shim/index.js', replacement: fileURLToPath(new URL('./build/use-sync-external-store-shim.ts', import.meta.url)) },
      // React Router's package exports only its development build, whose dev warnings stay on in production; the
      // build takes its production twin, identical but for that flag (docs/decisions/0092-courses-first-visit.md).
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : []),
    ],
  },
  ...(isSsrBuild ? firstScreenBuild : { build: appBuild, define: { __SERVER_SCREEN__: 'undefined' } }),
  server: { port: 3000, proxy: { '/api': { target: apiTarget }, '/lectern': { target: apiTarget }, '/files': { target: apiTarget } } },
}));
