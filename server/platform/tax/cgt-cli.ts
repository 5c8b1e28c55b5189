import { readFileSync } from 'node:fs';
import { computeCgt } from './cgt';
import { parseTradesCsv } from './cgt-csv';
import { formatReport, toJson } from './cgt-report';

/**
 * `npm run cgt -- [--json] <trades.csv>`: matches one person's disposals under HMRC's share rules and
 * prints the working and the tax-year totals (or, with --json, one JSON object). Exit 2 on bad
 * arguments, 1 on a file or row the engine cannot use.
 */
const USAGE = 'Usage: npm run cgt -- [--json] <trades.csv>';

function parseArgs(args: string[]): { json: boolean; file: string } | undefined {
  const json = args.includes('--json');
  const rest = args.filter((a) => a !== '--json');
  if (rest.length !== 1 || rest[0].startsWith('-')) return undefined;
  return { json, file: rest[0] };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    const result = computeCgt(parseTradesCsv(readFileSync(args.file, 'utf8')));
    console.log(args.json ? JSON.stringify(toJson(result)) : formatReport(result));
  } catch (err) {
    // A person fixes the file from this one line; a stack trace would only hide it.
    console.error(`${args.file}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

main();
