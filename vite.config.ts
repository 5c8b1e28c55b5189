import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { callRoutesPlugin } from './scripts/vite-call-routes';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const backEnd = 'http://localhost:3000';

/** The libraries every page shares, each in a chunk of its own that stays cached across releases. */
const LIBRARY_CHUNKS: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/],
  ['mui', /node_modules[\\/](@mui|@emotion)[\\/]/],
  ['react-admin', /node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/],
  ['vendor', /node_modules[\\/]/],
];

/**
 * The modules the console's entry imports statically, directly or not: the shell, the data layer and the
 * libraries they use (decision 0215). Only these go into the library chunks; a library that only some
 * pages import (the date pickers, decimal.js, …) is left to load with those pages, so a new area's
 * libraries never make the first load heavier.
 */
function firstLoadModules(): { modules: Set<string>; plugin: Plugin } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'keel:first-load-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const todo = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { modules, plugin };
}

const firstLoad = firstLoadModules();

const libraryChunk = (id: string) =>
  firstLoad.modules.has(id) ? LIBRARY_CHUNKS.find(([, test]) => test.test(id))?.[0] : undefined;

/** The console: a single-page app rooted at client/, built into dist/client for the BFF to serve. */
export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  envDir: repoRoot,
  // tsconfig.json's `paths` (@contract/*, @client/*, @server/*) hold for the bundle too.
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    callRoutesPlugin(),
    firstLoad.plugin,
    // Built once: a .br and a .gz beside each file, which the BFF sends as they are (decision 0018).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // The shared libraries are large by nature (mui ≈ 430 kB, react-admin ≈ 420 kB before compression); a
    // page's own chunk past 500 kB is the warning worth having.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id) => libraryChunk(id) ?? null, debugName: 'first-load libraries' }],
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
