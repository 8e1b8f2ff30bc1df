// One pass over an uploaded items CSV: the header checked, every row checked
// (the item's rules, its version, its key unique within the file), the valid
// rows spooled to a temporary file, the invalid ones kept with their line and
// reason. Nothing touches game_items here (import.ts writes).
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { ITEM_CSV_COLUMNS, ITEM_CSV_REQUIRED } from '../../../contract/game_data';
import type { Params } from '../../core/errors';
import { CsvFileError, readCsv, type CsvLimits, type CsvRecord } from './csv-reader';
import { itemProblems, type ItemValues } from './rules';

type Column = (typeof ITEM_CSV_COLUMNS)[number];
/** [type, itemId, versionId, nameZh, nameEn, iconUrl, quality, itemLevel] */
export type SpooledRow = [number, number, number, string, string, string, number, number];

/** An invalid row: its line, the reason's i18n key, and the column at fault when there is one. */
export interface RowError { line: number; key: string; params?: Params; column?: string }
/** At most this many invalid rows are reported one by one (all are counted). */
export const MAX_REPORTED_ERRORS = 500;

export interface CheckResult { rows: number; invalid: number; errors: RowError[] }

const FIELD_COLUMN: Record<keyof ItemValues, Column> = {
  type: 'type', itemId: 'item_id', nameZh: 'name_zh', nameEn: 'name_en', iconUrl: 'icon_url', quality: 'quality', itemLevel: 'item_level',
};
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The header's column positions; a missing, unknown or repeated column refuses the file. */
function columnsOf(header: CsvRecord): Map<Column, number> {
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const unknown = names.filter((n) => !(ITEM_CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length) {
    throw new CsvFileError('game_items.import.unknown_columns', { columns: unknown.join(', '), allowed: ITEM_CSV_COLUMNS.join(', ') });
  }
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length) throw new CsvFileError('game_items.import.repeated_columns', { columns: [...new Set(repeated)].join(', ') });
  const missing = ITEM_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) throw new CsvFileError('game_items.import.missing_columns', { columns: missing.join(', ') });
  return new Map(names.map((n, i) => [n as Column, i]));
}

const INTEGER = /^-?\d{1,10}$/;

/** A row's values, or the first reason it is invalid. */
function parseRow(fields: string[], columns: Map<Column, number>, versions: Map<string, number>): SpooledRow | RowError {
  const text = (c: Column) => (columns.has(c) ? fields[columns.get(c)!].trim() : '');
  for (const c of columns.keys()) {
    if (text(c).includes('\u0000') || LONE_SURROGATE.test(text(c))) return { line: 0, key: 'game_items.import.text', column: c };
  }
  const ints: Partial<Record<Column, number>> = {};
  for (const c of ['type', 'item_id', 'quality', 'item_level'] as const) {
    const v = text(c);
    if (v === '' && (c === 'quality' || c === 'item_level')) continue; // defaults
    if (!INTEGER.test(v)) return { line: 0, key: 'game_items.import.integer', column: c };
    ints[c] = Number(v);
  }
  const values: ItemValues = {
    type: ints.type, itemId: ints.item_id, nameZh: text('name_zh'), nameEn: text('name_en'), iconUrl: text('icon_url'),
    quality: ints.quality ?? 1, itemLevel: ints.item_level ?? 0,
  };
  const problem = itemProblems(values)[0];
  if (problem) return { line: 0, key: problem[1], column: FIELD_COLUMN[problem[0]] };
  const versionId = versions.get(text('game_version'));
  if (versionId === undefined) return { line: 0, key: 'game_items.import.version_unknown', column: 'game_version', params: { name: text('game_version').slice(0, 40) } };
  return [values.type!, values.itemId!, versionId, values.nameZh!, values.nameEn!, values.iconUrl!, values.quality!, values.itemLevel!];
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Reads the upload once: answers the counts and the invalid rows; the valid
 * ones go to `spool` as JSON lines. A CsvFileError refuses the whole file.
 */
export async function checkRows(input: Readable, versions: Map<string, number>, spool: string, limits: CsvLimits): Promise<CheckResult> {
  const out = createWriteStream(spool);
  const result: CheckResult = { rows: 0, invalid: 0, errors: [] };
  const seen = new Map<string, number>(); // key → line: a repeated key names the first line
  let pending = ''; // valid rows not yet written (one write per 64 KB, not one per row)
  const fail = (error: RowError) => {
    result.invalid++;
    if (result.errors.length < MAX_REPORTED_ERRORS) result.errors.push(error);
  };
  try {
    let columns: Map<Column, number> | null = null;
    for await (const record of readCsv(input, limits)) {
      if (!columns) {
        if (record.unclosed) throw new CsvFileError('game_items.import.unclosed_quote');
        columns = columnsOf(record);
        continue;
      }
      result.rows++;
      if (record.unclosed) fail({ line: record.line, key: 'game_items.import.unclosed_quote' });
      else if (record.fields.length !== columns.size) {
        fail({ line: record.line, key: 'game_items.import.field_count', params: { expected: columns.size, found: record.fields.length } });
      } else {
        const row = parseRow(record.fields, columns, versions);
        if (!Array.isArray(row)) fail({ ...row, line: record.line });
        else {
          const key = `${row[0]}:${row[1]}:${row[2]}`;
          const first = seen.get(key);
          if (first !== undefined) fail({ line: record.line, key: 'game_items.import.duplicate_key', params: { line: first } });
          else {
            seen.set(key, record.line);
            pending += `${JSON.stringify(row)}\n`;
            if (pending.length > 64 * 1024) {
              await write(out, pending);
              pending = '';
            }
          }
        }
      }
    }
    if (pending) await write(out, pending);
    if (!columns) throw new CsvFileError('game_items.import.empty');
    if (result.rows === 0) throw new CsvFileError('game_items.import.no_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return result;
}
