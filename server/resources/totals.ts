// A money list's totals (ResourceDef.totals): the count and each summed column
// over every row the list's filter matches, not the page, so finance reads the
// figure a CSV of the same filter adds up to. One aggregate statement built on
// the same matching ids as the page (repository.matchingIds: the table alone
// when the joins are lookups), so the database sums and no row leaves it.
import { Type, type TSchema } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { matchingIds } from './repository';
import type { AnyResource, TotalExpression } from './types';

export type Totals = Record<string, number>;

const expression = (e: TotalExpression) => (typeof e === 'string' ? sql.ref(e) : e);

/** `{ count, <field>: fen }` over every row `filter` matches (a sum of nothing is 0). */
export async function totalsOf(db: Kysely<DB>, def: AnyResource, filter: Record<string, unknown> | undefined): Promise<Totals> {
  const sums = Object.entries(def.totals ?? {});
  const base = matchingIds(db, def, filter).query;
  const row = await base.clearSelect().select([
    sql<string>`count(*)`.as('count'),
    ...sums.map(([field, e]) => sql<string>`coalesce(sum(${expression(e)}), 0)`.as(field)),
  ]).executeTakeFirst() as Record<string, unknown> | undefined;
  return Object.fromEntries([['count', Number(row?.count ?? 0)], ...sums.map(([field]) => [field, Number(row?.[field] ?? 0)])]);
}

/** The answer's `totals` schema: the count, and each sum (absent when the reader may not see that money figure). */
export function totalsSchema(def: AnyResource): TSchema {
  const money = new Set(def.moneyFields ?? []);
  return Type.Object({
    count: Type.Integer({ description: 'every record the filter matches (exact, unlike an estimated total)' }),
    ...Object.fromEntries(Object.keys(def.totals ?? {}).map((field) => [field, money.has(field)
      ? Type.Optional(Type.Integer({ description: `sum of ${field} in fen; absent unless the reader holds ${def.name}.read_money` }))
      : Type.Integer({ description: `sum of ${field} in fen over every matching record` })])),
  }, { description: 'over every record the filter matches, not the page' });
}
