// Small helpers for a definition's mappers (row → response, data → columns).
import type { Static, TObject } from 'typebox';
import type { SchemaKeywords } from '../../contract/records/schema';
import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';

/** The object without its undefined values: a partial update sets only what was sent. */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A timestamp as ISO 8601 (null stays null). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Trims a string that was sent; leaves undefined alone. */
export const trimmed = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** The row a resource's base query selects (`query` as handed to `defineResource`, or any such builder). */
export type RowOf<Q extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Q>['executeTakeFirstOrThrow']>>;

/** snake_case of a camelCase field: the column a field reads and writes unless told otherwise. */
export const snakeOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const asIs = (v: unknown) => v;

const isDateTime = (s: SchemaKeywords): boolean => s.format === 'date-time' || s.anyOf?.some(isDateTime) === true;
const isInteger = (s: SchemaKeywords): boolean => s.type === 'integer' || s.anyOf?.some(isInteger) === true;
const allowsNull = (s: SchemaKeywords): boolean => s.type === 'null' || s.anyOf?.some(allowsNull) === true;

/**
 * A row → answer mapper derived from the answer's schema (contract/records/): each field
 * reads the column of its snake_case name; `columns` names another column, or computes
 * the value from the row. A date-time field becomes ISO 8601 (`iso`); an integer field a
 * number (a count or sum can arrive as a string), a missing count 0 unless the field
 * allows null. A required field whose column the row lacks is a programming error
 * (thrown); an optional one (a money figure the reader may not see) is left out.
 */
export function answerOf<S extends TObject, Row extends object = Record<string, unknown>>(
  schema: S, columns: { [K in keyof Static<S>]?: string | ((row: Row) => Static<S>[K]) } = {},
): (row: Row) => Static<S> {
  const required = new Set(schema.required ?? []);
  const plan = Object.entries(schema.properties).map(([field, fieldSchema]) => {
    const given = (columns as Record<string, string | ((row: Row) => unknown)>)[field];
    const column = typeof given === 'string' ? given : snakeOf(field);
    const convert = isDateTime(fieldSchema) ? (v: unknown) => iso(v as Date | string | null)
      : isInteger(fieldSchema) ? (v: unknown) => (v === null || v === undefined ? (allowsNull(fieldSchema) ? null : 0) : Number(v))
        : asIs;
    return { field, column, compute: typeof given === 'function' ? given : undefined, convert, required: required.has(field) };
  });
  // every row of a list goes through this: plain loops over arrays, a value kept as it is not passed through a function
  const fields = plan.map((f) => f.field);
  const columnNames = plan.map((f) => f.column);
  const computes = plan.map((f) => f.compute);
  const converts = plan.map((f) => (f.convert === asIs ? undefined : f.convert));
  const needed = plan.map((f) => f.required);
  return (row) => {
    const out: Record<string, unknown> = {};
    const values = row as Record<string, unknown>;
    for (let i = 0; i < fields.length; i++) {
      const compute = computes[i];
      const column = columnNames[i];
      if (compute) out[fields[i]] = compute(row);
      else if (column in values) {
        const convert = converts[i];
        out[fields[i]] = convert ? convert(values[column]) : values[column];
      } else if (needed[i]) throw new Error(`answerOf: the row has no column ${column} for the required field ${fields[i]}`);
    }
    return out as Static<S>;
  };
}

/**
 * A data → columns mapper derived from the create schema: each field sent is written to
 * the column of its snake_case name, as sent; `spec` names another column (a string),
 * converts the value (a function, e.g. `trimmed`), or both (`[column, convert]`). Fields
 * not sent are left out (`definedOnly`), so the same mapper serves create and update.
 */
export function columnsOf<T extends keyof DB>(
  schema: TObject, spec: Record<string, string | ((value: unknown) => unknown) | [string, (value: unknown) => unknown]> = {},
): (data: Record<string, unknown>) => Partial<Insertable<DB[T]>> {
  const plan = Object.keys(schema.properties).map((field) => {
    const given = spec[field];
    const column = typeof given === 'string' ? given : Array.isArray(given) ? given[0] : snakeOf(field);
    const convert = typeof given === 'function' ? given : Array.isArray(given) ? given[1] : (v: unknown) => v;
    return { field, column, convert };
  });
  return (data) => definedOnly(Object.fromEntries(
    plan.map(({ field, column, convert }) => [column, data[field] === undefined ? undefined : convert(data[field])]),
  )) as Partial<Insertable<DB[T]>>;
}
