import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The repository root, which every path in a graph is relative to. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Module → the repository modules it imports, each a path relative to the root. */
export type ImportGraph = Map<string, string[]>;

/**
 * The import graph of the TypeScript files under the given folders, resolved the way the compiler does
 * (tsconfig.json's options, path aliases included). An edge is a static import or re-export, `import type`
 * included: a loop of types still ties the modules so neither can move or be read alone. A dynamic
 * `import()` (how the shell loads the console's pages on demand) is not an edge: the page depends on the
 * shell, not the other way round.
 */
export function importGraph(folders: string[]): ImportGraph {
  const options = compilerOptions();
  const graph: ImportGraph = new Map();
  for (const file of folders.flatMap(typeScriptFiles)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const targets = new Set<string>();
    for (const specifier of staticSpecifiers(source)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(repoRoot, resolved.resolvedFileName);
      if (!target.startsWith('..') && !target.endsWith('.d.ts')) targets.add(target);
    }
    graph.set(path.relative(repoRoot, file), [...targets].sort());
  }
  return graph;
}

function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(repoRoot, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, configFile).options;
}

function typeScriptFiles(folder: string): string[] {
  const root = path.join(repoRoot, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .filter((name) => !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(root, name))
    .sort();
}

/** The specifiers of a module's static imports and re-exports, type-only ones included. */
function staticSpecifiers(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/**
 * The loops of a graph: for each group of modules that reach one another (a strongly connected
 * component), a shortest loop through each of its edges that no loop already listed passes, so every
 * import that keeps the group tangled is named at least once. Each loop is a list of modules whose last
 * imports the first.
 */
export function importLoops(graph: ImportGraph): string[][] {
  const loops: string[][] = [];
  for (const group of stronglyConnected(graph)) {
    const inGroup = new Set(group);
    const named = new Set<string>();
    for (const from of group) {
      for (const to of graph.get(from) ?? []) {
        if (!inGroup.has(to) || named.has(`${from}\n${to}`)) continue;
        const back = shortestPath(graph, to, from, inGroup);
        const loop = [from, ...back.slice(0, -1)];
        loop.forEach((module, i) => named.add(`${module}\n${loop[(i + 1) % loop.length]}`));
        loops.push(loop);
      }
    }
  }
  return loops;
}

/** Tarjan's algorithm, iteratively; only groups that hold a loop (two modules or more, or a self-import). */
function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edge] = frame;
      if (edge === 0) {
        index.set(node, next);
        low.set(node, next);
        next += 1;
        stack.push(node);
        onStack.add(node);
      }
      const targets = graph.get(node) ?? [];
      if (edge < targets.length) {
        frame[1] += 1;
        const target = targets[edge];
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) !== index.get(node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || targets.includes(node)) groups.push(group.sort());
    }
  }
  return groups;
}

/** Breadth-first, staying inside the group: the modules from `from` to `to`, both included. */
function shortestPath(graph: ImportGraph, from: string, to: string, inside: Set<string>): string[] {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (node === to) break;
    for (const target of graph.get(node) ?? []) {
      if (inside.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  const path: string[] = [];
  for (let node: string | null | undefined = to; node != null; node = cameFrom.get(node)) path.unshift(node);
  return path;
}
