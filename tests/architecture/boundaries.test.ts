import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './import-graph';

// The import boundaries of eslint.config.js (decision 0021), tried on deliberately wrong imports: a rule
// that silently stopped matching (a renamed folder, a resolver that no longer resolves) fails here.

const RULE = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') });
});

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/**
 * An import of some module of `folder`, written from `fromFile`: the first one found, so the test does not
 * depend on which files the folder holds today.
 */
function importOfModuleIn(
  folder: string,
  fromFile: string,
  style: 'relative' | 'alias' = 'relative',
): string {
  const module = readdirSync(path.join(repoRoot, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .sort()[0];
  if (!module) throw new Error(`no module in ${folder}`);
  const target = path.join(folder, module.replace(/\.tsx?$/, ''));
  const specifier =
    style === 'alias'
      ? target.replace(/^server\//, '@server/')
      : path.relative(path.dirname(fromFile), target).replace(/^(?!\.)/, './');
  return `import * as probe from '${specifier}';\nexport const used = probe;\n`;
}

describe('import boundaries', () => {
  it.each([
    ['the console imports the server', 'client/src/data/probe.ts', 'server'],
    ['the data layer imports a shell module', 'client/src/data/probe.ts', 'client/src/shell'],
    ['the data layer imports a resource', 'client/src/data/probe.ts', 'client/src/resources/clients'],
    ['http/ imports a domain module', 'server/platform/http/probe.ts', 'server/platform/clients'],
    ['db/ imports a domain module', 'server/platform/db/probe.ts', 'server/platform/users'],
    ['the IdP imports the platform past its facade', 'server/idp/probe.ts', 'server/platform/db'],
    ['the BFF imports the platform past its facade', 'server/bff/probe.ts', 'server/platform/db'],
  ])('when %s, then lint fails naming the boundary', async (_case, file, folder) => {
    const errors = await boundaryErrors(file, importOfModuleIn(folder, file));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Unexpected path/);
  });

  it('when the import goes through the @server alias, then the boundary still holds', async () => {
    const file = 'server/idp/probe.ts';
    const errors = await boundaryErrors(file, importOfModuleIn('server/platform/db', file, 'alias'));
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['the data layer imports the contract', 'client/src/data/probe.ts', 'contract'],
    ['http/ imports db/', 'server/platform/http/probe.ts', 'server/platform/db'],
    ['a domain module imports http/', 'server/platform/clients/probe.ts', 'server/platform/http'],
    ['a test imports across a boundary', 'server/platform/http/probe.test.ts', 'server/platform/clients'],
    ['the BFF imports the identity facade', 'server/bff/probe.ts', 'server/platform/identity'],
  ])('when %s, then lint has nothing to say', async (_case, file, folder) => {
    expect(await boundaryErrors(file, importOfModuleIn(folder, file))).toEqual([]);
  });
});

/** The console's contract imports (decision 0215): a contract module by name, never the index or the call table. */
describe('the contract on the console’s first load', () => {
  const contractErrors = async (code: string, filePath = 'client/src/shell/probe.ts') => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it.each([
    ["the contract's index", "import { MESSAGES } from '../../../contract';"],
    ["the contract's index by alias", "import { MESSAGES } from '@contract/index';"],
    ['the call table', "import { calls } from '../../../contract/calls/index';"],
    ['the call table by its folder', "import { calls } from '../../../contract/calls';"],
  ])('when console code imports %s, then lint fails', async (_case, line) => {
    const errors = await contractErrors(`${line}\nexport const used = [${line.match(/\{ (\w+) \}/)![1]}];\n`);
    expect(errors).toHaveLength(1);
  });

  it.each([
    [
      'a contract module by name',
      "import { MESSAGES } from '../../../contract/errors';\nexport const used = MESSAGES;",
    ],
    [
      "the call table's types",
      "import type { CallName } from '../../../contract/calls/index';\nexport type Used = CallName;",
    ],
    [
      'the path helpers',
      "import { buildPath } from '../../../contract/calls/paths';\nexport const used = buildPath;",
    ],
  ])('when console code imports %s, then lint has nothing to say', async (_case, code) => {
    expect(await contractErrors(code)).toEqual([]);
  });

  it("when a console test imports the contract's index, then lint has nothing to say (tests are not bundled)", async () => {
    const code = "import { MESSAGES } from '../../../contract';\nexport const used = MESSAGES;";
    expect(await contractErrors(code, 'client/src/shell/probe.test.ts')).toEqual([]);
  });
});
