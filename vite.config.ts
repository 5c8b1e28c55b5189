import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Rolldown, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { callRoutesPlugin } from './scripts/vite-call-routes.ts';

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
 * Besides the shell, the page whose libraries join the library chunks: the clients list, the firm's everyday
 * page and the one the first-load benchmark opens; its list, filter and pagination components are every
 * list page's. Every other page's own libraries (tabs, accordions, charts, date pickers) load with it.
 * Adding every list here put the charts one list draws on the first load (40 KB more). It is the page marked
 * `{ words: 'first-load' }` too (client/src/firstLoad.test.ts checks they agree).
 */
const FIRST_LOAD_PAGES = /[\\/]client[\\/]src[\\/]resources[\\/]clients[\\/]ClientList\.tsx$/;

/** An area's words (`messages.ts`, `…Messages.ts` under resources/ or workflows/). */
const AREA_WORDS = /[\\/]client[\\/]src[\\/](resources|workflows)[\\/](.+[\\/])?\w*[mM]essages\.ts$/;

interface FirstLoad {
  /** Every module the first load runs. */
  modules: Set<string>;
  /** Those in neither the entry's chunk nor a first-load page's own chunk. */
  shared: Set<string>;
}

/**
 * The chunk a module goes into: a first-load library module into its library's chunk, and the console's
 * own first-load modules that the entry does not hold (those the clients list shares with other pages:
 * formats, the data layer's call table, the list's parts) into one `shell` chunk, rather than a dozen
 * small files that compress apart (3 KB more). The words the first load leaves behind go into one `words`
 * chunk, fetched with the first page that needs them (decision 0215), rather than one small file per area.
 */
const namedChunks = (firstLoad: FirstLoad) => (id: string) =>
  firstLoad.modules.has(id)
    ? (LIBRARY_CHUNKS.find(([, test]) => test.test(id))?.[0] ??
      (firstLoad.shared.has(id) ? 'shell' : undefined))
    : AREA_WORDS.test(id)
      ? 'words'
      : undefined;

/** The console: a single-page app rooted at client/, built into dist/client for the BFF to serve. */
function consoleConfig(chunkOf?: (id: string) => string | undefined): UserConfig {
  return {
    root: fileURLToPath(new URL('./client', import.meta.url)),
    envDir: repoRoot,
    resolve: {
      // tsconfig.json's `paths` (@contract/*, @client/*, @server/*) hold for the bundle too.
      tsconfigPaths: true,
      alias: [
        {
          find: /^object\.entries$/,
          replacement: fileURLToPath(new URL('./client/shims/object-entries.cjs', import.meta.url)),
        },
        {
          find: /^jsonexport\/dist\/index\.js$/,
          replacement: fileURLToPath(new URL('./client/shims/jsonexport.ts', import.meta.url)),
        },
      ],
    },
    plugins: [react(), callRoutesPlugin()],
    build: {
      outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
      emptyOutDir: true,
      // The shared libraries are large by nature (mui ≈ 400 kB, react-admin ≈ 370 kB before compression); a
      // page's own chunk past 500 kB is the warning worth having.
      chunkSizeWarningLimit: 500,
      rolldownOptions: {
        output: {
          codeSplitting: chunkOf && {
            groups: [{ name: (id) => chunkOf(id) ?? null, debugName: 'libraries and words' }],
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
  };
}

/**
 * The modules the first load runs (decision 0215): those of the entry chunk and of the first-load pages'
 * chunks, with every chunk they import statically, as a build with automatic chunking (in memory, not
 * minified) places them. Only a bundler's chunking knows this: the module graph alone says every module a
 * library's index re-exports is "imported" by whoever imports the index, which would put every MUI and
 * react-admin component any page uses on the first load.
 */
async function firstLoadModules(): Promise<FirstLoad> {
  const base = consoleConfig();
  const result = await build({
    ...base,
    configFile: false,
    logLevel: 'silent',
    build: { ...base.build, write: false, minify: false, sourcemap: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map(
    outputs
      .flatMap((out) => out.output)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const isPage = (chunk: Rolldown.OutputChunk) =>
    Boolean(chunk.facadeModuleId && FIRST_LOAD_PAGES.test(chunk.facadeModuleId));
  const toVisit = [...chunks.values()].filter((chunk) => chunk.isEntry || isPage(chunk));
  const seen = new Set<string>();
  const firstLoad: FirstLoad = { modules: new Set(), shared: new Set() };
  for (let chunk = toVisit.pop(); chunk; chunk = toVisit.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) {
      firstLoad.modules.add(id);
      if (!chunk.isEntry && !isPage(chunk)) firstLoad.shared.add(id);
    }
    toVisit.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []));
  }
  return firstLoad;
}

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return consoleConfig();
  const firstLoad = await firstLoadModules();
  const config = consoleConfig(namedChunks(firstLoad));
  return {
    ...config,
    plugins: [
      ...config.plugins!,
      // Built once: a .br and a .gz beside each file, which the BFF sends as they are (decision 0018).
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|txt)$/,
        threshold: 1024,
      }),
    ],
    build: { ...config.build, sourcemap: true },
  };
});
