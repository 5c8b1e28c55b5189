import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const backEnd = 'http://localhost:3000';

/** The console: a single-page app rooted at client/, built into dist/client for the BFF to serve. */
export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  envDir: repoRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: { '/api': backEnd, '/oidc': backEnd },
  },
  preview: { port: 5173, proxy: { '/api': backEnd, '/oidc': backEnd } },
});
