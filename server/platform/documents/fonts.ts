import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The documents' typeface, Roboto (decision 0022), read once per process. The package ships it as WOFF,
 * which fontkit would inflate again for every document (over 100 ms each): unwrapped here once to the plain
 * TrueType it wraps, it costs pdfkit only its parse.
 */

const require = createRequire(import.meta.url);
const dir = require.resolve('roboto-fontface/fonts/roboto/Roboto-Regular.woff').replace(/[^/]+$/, '');

/** WOFF 1.0 → sfnt: the same tables, each inflated where it was compressed, behind a plain table directory. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const pow2 = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + 16 * numTables);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(pow2 * 16, 6);
  head.writeUInt16BE(Math.log2(pow2), 8);
  head.writeUInt16BE(numTables * 16 - pow2 * 16, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}

let fonts: { body: Buffer; bold: Buffer } | undefined;

/** Roboto Regular and Bold as TrueType, unwrapped on first use. */
export function documentFonts() {
  fonts ??= {
    body: woffToSfnt(readFileSync(`${dir}Roboto-Regular.woff`)),
    bold: woffToSfnt(readFileSync(`${dir}Roboto-Bold.woff`)),
  };
  return fonts;
}
