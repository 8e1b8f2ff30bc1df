// CSV for spreadsheets (RFC 4180): UTF-8 with a BOM so Excel reads Chinese
// correctly, CRLF line ends, and text cells that a spreadsheet would run as a
// formula (= + - @, tab, CR) prefixed with a quote (OWASP "CSV injection").
import { Readable } from 'node:stream';
import type { TObject } from '@sinclair/typebox';
import type { Lang } from '../core/context';
import type { CsvColumn } from './types';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]): string => cells.map(csvCell).join(',') + '\r\n';

/**
 * BOM + header line, then each batch of rows as it arrives. The stream pulls the
 * next batch only when the client has read the previous one (backpressure), so
 * at most one batch is in memory.
 */
export function csvStream(headers: string[], batches: AsyncIterable<unknown[][]>): Readable {
  async function* lines() {
    yield BOM + csvLine(headers);
    for await (const rows of batches) yield rows.map(csvLine).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

/** `articles-2025-01-31.csv` (UTC date of the export). */
export function csvFilename(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}

type Row = Record<string, unknown>;

/**
 * A column per field of `schema` in its order, headed `<resource>.fields.<field>`;
 * `format` overrides how some fields are written (e.g. a state as its label).
 */
export function schemaColumns(
  resource: string, schema: TObject, format: Record<string, (value: unknown, lang: Lang) => unknown> = {},
): CsvColumn<Row>[] {
  return Object.keys(schema.properties).map((field) => ({
    header: `${resource}.fields.${field}`,
    field,
    value: (item: Row, lang: Lang) => (format[field] ? format[field](item[field], lang) : item[field]),
  }));
}
