// SQL of the guide module's rules (the resource mechanism runs the rest).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export async function categoryExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('guide_categories').select('id').where('id', '=', id).executeTakeFirst());
}

export async function authorExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('authors').select('id').where('id', '=', id).executeTakeFirst());
}

/** The category and all its ancestors (UNION stops on a cycle already in the data). */
export async function selfAndAncestors(db: Kysely<DB>, id: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM guide_categories WHERE id = ${id}
      UNION
      SELECT c.id, c.parent_id FROM guide_categories c JOIN up ON c.id = up.parent_id
    )
    SELECT id FROM up`.execute(db);
  return rows.map((r) => Number(r.id));
}

// Arbitrary constant naming the category tree for an advisory lock.
const TREE_LOCK_KEY = 7_246_101;

/**
 * Serialises moves within the category tree until the transaction ends: two
 * concurrent moves (A under B, B under A) could each pass the cycle check alone.
 */
export async function lockCategoryTree(db: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${TREE_LOCK_KEY})`.execute(db);
}
