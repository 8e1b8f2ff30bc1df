// Placeholder: demo data (design §4).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface SeedSummary { [table: string]: number }

/** True when the database has no staff account yet (a fresh database). */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seedDemo(_db: Kysely<DB>, _opts: { log?: (msg: string) => void } = {}): Promise<SeedSummary> {
  return {};
}
