import { and, eq, inArray } from 'drizzle-orm';
import type { TFieldError } from '../../../../contract/errors';
import { rowFieldName } from '../../../../contract/transfers';
import type { Tx } from '../../db/connection';
import { assets, firmAssets } from '../../db/schema';
import { badRequest } from '../../errors';
import { columnKey, requireColumns, type FileRows } from './parse';

/**
 * Checks an uploaded transfer file row by row, all or nothing (decision 0801): every bad row is named in
 * one 400 (`row 3.isin`, `row 5.quantity`) and nothing is written while any row is bad, so a person fixes
 * the whole file in one go. An instrument is named by ISIN (or Keel's asset id) and must be one the firm
 * has adopted; an instrument twice in one file is refused on its later row, since the rows would disagree.
 */
export interface CheckedRow {
  row: number;
  assetId: string;
  isin: string;
  name: string;
  /** Units, as exact decimal text (at most 6 decimals); absent when the file has no quantity column. */
  quantity: string | null;
  /** Pounds, as exact decimal text (2 decimals); null when the cell is blank and allowed to be. */
  bookValue: string | null;
}

export interface RowRules {
  /** The manual transfer-in file: units per row. */
  quantity: boolean;
  /** The book values file: a book value on every row (in the asset list it may come later). */
  bookValueRequired: boolean;
  /** The book values file: each row must name an asset already on the transfer (these asset ids). */
  onTransfer?: ReadonlySet<string>;
}

const QUANTITY = /^\d{1,14}(\.\d{1,6})?$/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

export async function checkAssetRows(
  tx: Tx,
  firmId: string,
  file: FileRows,
  rules: RowRules,
): Promise<CheckedRow[]> {
  const keyColumn = file.columns.includes('isin') ? 'isin' : 'assetid';
  requireColumns(file, [
    ['isin', 'assetId'],
    ...(rules.quantity ? [['quantity']] : []),
    ...(rules.bookValueRequired ? [['bookValue']] : []),
  ]);
  const adopted = await adoptedInstruments(
    tx,
    firmId,
    keyColumn,
    file.rows.map((r) => r.cells[keyColumn].toUpperCase()),
  );
  const errors: TFieldError[] = [];
  const seen = new Map<string, number>();
  const checked = file.rows.map(({ row, cells }) => {
    const fail = (column: string, errorMessage: string) =>
      errors.push({ fieldName: rowFieldName(row, column), errorMessage });
    const key = cells[keyColumn].toUpperCase();
    const asset = adopted.get(key);
    const column = keyColumn === 'isin' ? 'isin' : 'assetId';
    if (!key) fail(column, 'Required');
    else if (!asset)
      fail(column, `No instrument the firm has adopted has this ${column === 'isin' ? 'ISIN' : 'id'}`);
    else if (seen.has(asset.id)) fail(column, `This instrument is already on row ${seen.get(asset.id)}`);
    else if (rules.onTransfer && !rules.onTransfer.has(asset.id))
      fail(column, 'This instrument is not on the transfer');
    else seen.set(asset.id, row);
    const quantity = rules.quantity ? cells.quantity : null;
    if (quantity !== null && !positive(quantity, QUANTITY))
      fail('quantity', 'Must be a number more than 0 with at most 6 decimal places');
    const bookValue = cells[columnKey('bookValue')] ?? '';
    if (bookValue === '' && rules.bookValueRequired) fail('bookValue', 'Required');
    else if (bookValue !== '' && !positive(bookValue, MONEY))
      fail('bookValue', 'Must be an amount in pounds more than 0 with at most 2 decimal places');
    return {
      row,
      assetId: asset?.id ?? '',
      isin: asset?.isin ?? key,
      name: asset?.name ?? '',
      quantity,
      bookValue: bookValue || null,
    };
  });
  if (errors.length) throw badRequest(errors, 'The file has errors; nothing was saved. See fieldErrors');
  return checked;
}

const positive = (text: string, shape: RegExp) => shape.test(text) && Number(text) > 0;

/** The firm's adopted instruments among the keys named, by ISIN or by id (upper case, as ids are). */
async function adoptedInstruments(tx: Tx, firmId: string, keyColumn: 'isin' | 'assetid', keys: string[]) {
  const wanted = [...new Set(keys.filter(Boolean))];
  if (!wanted.length) return new Map<string, { id: string; isin: string; name: string }>();
  const column = keyColumn === 'isin' ? assets.isin : assets.id;
  const rows = await tx
    .select({ id: assets.id, isin: assets.isin, name: assets.name, key: column })
    .from(assets)
    .innerJoin(firmAssets, and(eq(firmAssets.assetId, assets.id), eq(firmAssets.firmId, firmId)))
    .where(inArray(column, wanted));
  return new Map(rows.map((r) => [r.key.toUpperCase(), r]));
}
