// CSV for spreadsheets (RFC 4180): UTF-8 with a BOM so Excel reads Chinese
// correctly, CRLF line ends, and text cells that a spreadsheet would run as a
// formula (= + - @, tab, CR) prefixed with a quote (OWASP "CSV injection").
// Cells read as a person would (the same rules for every resource): money as
// a number of yuan, times in the reader's zone, yes/no in their language.
import { Readable } from 'node:stream';
import type { TObject } from 'typebox';
import { CONTRACTS } from '../../contract';
import type { SchemaKeywords } from '../../contract/records/schema';
import { beijingToday } from '../../contract/days';
import { centsToYuan, isMoneyField } from '../../contract/money';
import type { Lang } from '../core/context';
import { t } from '../core/i18n';
import type { CsvColumn, CsvContext } from './types';
import './messages';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a negative amount): no spreadsheet runs it, so it keeps its minus sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Columns no reader needs: the optimistic-locking counter. */
const INTERNAL_FIELDS = new Set(['version']);

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
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

/** `articles-2025-01-31.csv`: the Beijing day of the export, the platform's day its times are written in. */
export function csvFilename(resource: string, now = new Date()): string {
  return `${resource}-${beijingToday(now.getTime())}.csv`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-26 06:57:49` in `timeZone` (an IANA zone the caller checked). */
export function localTime(value: unknown, timeZone: string): string {
  const at = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(at.getTime())) return String(value);
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    timeFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

type Row = Record<string, unknown>;
type Kind = NonNullable<CsvColumn<Row>['unit']> | 'boolean' | 'list' | 'plain';

/** The schema of a value that may be null (Nullable(X) is a union with null). */
function nonNull(schema: SchemaKeywords): SchemaKeywords {
  const options = schema.anyOf ?? [];
  return options.find((s) => s.type !== 'null') ?? schema;
}

function kindOf(resource: string, field: string, schema: SchemaKeywords): Kind {
  const s = nonNull(schema);
  if (s.type === 'integer' && isMoneyField(field, CONTRACTS[resource]?.money)) return 'money';
  if (s.type === 'string' && s.format === 'date-time') return 'time';
  if (s.type === 'boolean') return 'boolean';
  if (s.type === 'array') return 'list';
  return 'plain';
}

/** How a cell of each kind is written (null stays empty). */
const WRITE: Record<Kind, (value: unknown, ctx: CsvContext) => unknown> = {
  money: (v) => (typeof v === 'number' ? centsToYuan(v) : v),
  time: (v, ctx) => localTime(v, ctx.timeZone),
  boolean: (v, ctx) => t(ctx.lang, v ? 'csv.yes' : 'csv.no'),
  list: (v) => (Array.isArray(v) ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(' ') : v),
  id: (v) => v,
  plain: (v) => v,
};

/**
 * A column per field of `schema` in its order (internal ones left out), headed
 * `<resource>.fields.<field>`; `format` overrides how some fields are written
 * (e.g. a state as its label). Money, times, booleans and lists are written
 * the one way every export writes them (see WRITE).
 */
export function schemaColumns(
  resource: string, schema: TObject, format: Record<string, (value: unknown, lang: Lang, item: Row) => unknown> = {},
): CsvColumn<Row>[] {
  return Object.entries(schema.properties as Record<string, SchemaKeywords>).filter(([field]) => !INTERNAL_FIELDS.has(field))
    .map(([field, fieldSchema]) => {
      const kind = kindOf(resource, field, fieldSchema);
      const own = format[field];
      const write = WRITE[kind];
      return {
        header: `${resource}.fields.${field}`,
        field,
        ...(kind === 'money' || kind === 'time' ? { unit: kind } : {}),
        value: (item: Row, ctx: CsvContext) => {
          const value = item[field];
          if (own) return own(value, ctx.lang, item);
          return value === null || value === undefined ? value : write(value, ctx);
        },
      };
    });
}

const offsetName = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
  .formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/**
 * How a time column's header names `timeZone`: its offset as the panel shows
 * it ("GMT+8", "GMT+5:30"; "UTC" for UTC) when the zone keeps one offset all
 * year, else its IANA name (America/New_York: one offset would be wrong for
 * half the rows).
 */
export function zoneLabel(timeZone: string, now = new Date()): string {
  const year = now.getUTCFullYear();
  const winter = offsetName(timeZone, new Date(Date.UTC(year, 0, 1)));
  if (winter !== offsetName(timeZone, new Date(Date.UTC(year, 6, 1)))) return timeZone;
  return winter === 'GMT' || winter === 'GMT+0' ? 'UTC' : winter;
}

/** A column's header in the reader's language, naming the unit of money and (once, here: not in each cell) the zone of times. */
export function csvHeader(column: CsvColumn<Row>, ctx: CsvContext): string {
  const label = t(ctx.lang, column.header);
  // a reference labelled "用户 ID" already says it is the id
  if (!column.unit || (column.unit === 'id' && /id$/i.test(label))) return label;
  return t(ctx.lang, `csv.header.${column.unit}`, { label, zone: column.unit === 'time' ? zoneLabel(ctx.timeZone) : ctx.timeZone });
}
