import { fileURLToPath, URL } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routeDocuments } from './build/route-documents';

const apiTarget = process.env.LECTERN_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  // Lectern's interface is English: React Aria's strings for other locales would be downloaded and never shown.
  plugins: [react(), { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' }, routeDocuments(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest lets `npm test` size each route's first visit (build/first-visit-js.ts).
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // The app, and the light document a first visit to /sign-in gets (docs/decisions/0042-signin-light-document.md).
    rolldownOptions: { input: { app: 'index.html', 'sign-in': 'sign-in.html' } },
  },
  server: { port: 3000, proxy: { '/api': { target: apiTarget }, '/lectern': { target: apiTarget }, '/files': { target: apiTarget } } },
});
