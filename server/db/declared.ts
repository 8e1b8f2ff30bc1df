// A table's Kysely types read off its resource's field declaration (contract/fields.ts), for a
// table whose columns are exactly its declared fields (npm run module:new writes such a module):
// each field with a column (its snake_case name, or its `column`) and its declared value type.
// The migration stays the truth: tests/api/platform/kysely-types.test.ts fails when a column,
// or whether it may hold null, differs from the migrated table.
import type { ColumnType, Generated } from 'kysely';
import type { FieldSet, ValueOf } from '../../contract/fields';
import type { Json, NullableTimestamp, Timestamp } from './schema';

/** `publishedAt` → `published_at`, as `snakeOf` (contract/fields.ts) does at run time. */
type Snake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}` : S;

type ColumnName<K extends string, D> = D extends { column: infer C extends string } ? C : Snake<K>;

/**
 * A field's column: a date-time reads as a Date and takes a string; a field created without a
 * value (not `write: 'required'`) is optional in an insert, its column's default or null fills it.
 */
type ColumnOf<D> =
  D extends { kind: 'dateTime' } ? (D extends { nullable: true } ? NullableTimestamp : Timestamp)
    : D extends { kind: 'json' } ? Json
      : D extends { write: 'required' } ? ValueOf<D>
        : D extends { nullable: true } ? ColumnType<ValueOf<D>, ValueOf<D> | undefined, ValueOf<D>>
          : Generated<ValueOf<D>>;

/** The Kysely table of a declaration: `interface DB { announcements: TableOf<typeof ANNOUNCEMENTS.fields> }`. */
export type TableOf<F extends FieldSet> = {
  [K in keyof F & string as F[K] extends { column: false } ? never : ColumnName<K, F[K]>]: ColumnOf<F[K]>;
};
