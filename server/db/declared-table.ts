// The Kysely type of a table from its resource's field declaration (contract/fields.ts), so a
// module's schema.ts does not restate the declared columns: each field with a column, under
// that column's name, typed as the declaration answers it (null where nullable). What the
// declaration cannot know is given beside it: which columns the database fills in (`Generated`,
// a DEFAULT) and the columns no field declares. tests/api/platform/kysely-types.test.ts holds
// the result to the migrated table's columns and nullability, as it does every table type.
// Columns no field declares: `interface XTable extends TableOf<…> { extra: string }`.
import type { ColumnType, Generated } from 'kysely';
import type { ValueOf } from '../../contract/fields';
import type { NullableTimestamp, Timestamp } from './schema';

/** snake_case of a camelCase field name, as `snakeOf` (contract/fields.ts) writes it. */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}` : S;

/** The column a field reads and writes (`columnOf`): its own `column`, or its name in snake_case; none when computed. */
type ColumnName<K extends string, D> = D extends { column: false } ? never : D extends { column: infer C extends string } ? C : Snake<K>;

/** A column's type as the declaration gives it: a date-time is a Date read, a Date or ISO string written; JSON is written as text. */
type ColumnOf<D> =
  D extends { kind: 'dateTime' } ? (D extends { nullable: true } ? NullableTimestamp : Timestamp)
    : D extends { kind: 'json' } ? ColumnType<ValueOf<D>, string | (D extends { nullable: true } ? null : never), string>
      : ValueOf<D>;

/**
 * A column with a DEFAULT: optional in an insert. `Generated<>` wraps a plain type only: a date-time
 * (Timestamp) already takes no value in an insert, and a JSON column's insert type is its own.
 */
type DefaultedOf<D> =
  D extends { kind: 'dateTime' } ? ColumnOf<D>
    : D extends { kind: 'json' } ? ColumnType<ValueOf<D>, string | undefined | (D extends { nullable: true } ? null : never), string>
      : Generated<ColumnOf<D>>;

/**
 * The table of the fields `F`: `TableOf<typeof X.fields, 'paused' | 'version'>`, the fields whose
 * columns have a DEFAULT named (an `id` field is a serial: always generated).
 */
export type TableOf<F, Defaults extends keyof F = never> = {
  [K in keyof F & string as ColumnName<K, F[K]>]: K extends Defaults ? DefaultedOf<F[K]>
    : F[K] extends { kind: 'id' } ? Generated<number> : ColumnOf<F[K]>;
};
