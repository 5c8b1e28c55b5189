import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The console's source as files under client/src, and the relative imports between them, read from the
 * text (tests of what loads with what: registry.test.ts, firstLoad.test.ts). Paths are relative to src;
 * the contract's files are reached as `../../contract/…`.
 */
const SRC = path.join(__dirname, '..');

export const sourceOf = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

function exists(file: string) {
  try {
    return sourceOf(file) !== undefined;
  } catch {
    return false;
  }
}

/** The file a relative import names (`./x` → `x.ts`, `x.tsx` or `x/index.ts(x)`). */
export function resolveFrom(file: string, from: string): string | undefined {
  const base = path.join(path.dirname(file), from);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(exists);
}

const STATIC = /^(?:import|export) [^;]*? from '(\.[^']+)';/gm;
const STATIC_VALUES = /^(?:import|export) (?!type )[^;]*? from '(\.[^']+)';/gm;
const FOR_EFFECT = /^import '(\.[^']+)';/gm;
const ON_DEMAND = /import\('(\.[^']+)'\)/g;

/**
 * The files a file imports statically (with its type-only imports unless `values`), and those it imports on
 * demand (`import('./…')`).
 */
export function importsOf(file: string, { values = false } = {}) {
  const text = sourceOf(file);
  const resolved = (pattern: RegExp) =>
    [...text.matchAll(pattern)].flatMap((m) => resolveFrom(file, m[1]) ?? []);
  return {
    staticImports: [...resolved(values ? STATIC_VALUES : STATIC), ...resolved(FOR_EFFECT)],
    onDemand: resolved(ON_DEMAND),
  };
}
