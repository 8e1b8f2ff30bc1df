// Multi-row inserts in batches: one round trip per batch keeps seeding fast on
// PGlite and well under PostgreSQL's limit of 65535 bind parameters.
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema';

const BATCH_SIZE = 200;

type TableWithNumericId = { [T in keyof DB]: Selectable<DB[T]> extends { id: number } ? T : never }[keyof DB];

/** Inserts the rows in order and answers their ids in the same order. */
export async function insertRows<T extends TableWithNumericId>(
  trx: Transaction<DB>, table: T, rows: Insertable<DB[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    // Kysely cannot narrow a generic table name; every table here has a numeric id.
    const chunk = rows.slice(i, i + BATCH_SIZE) as Insertable<DB['users']>[];
    const out = await trx.insertInto(table as 'users').values(chunk).returning('id').execute();
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}
