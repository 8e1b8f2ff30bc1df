// The table of waiting items the queue's counts read (review_waiting,
// server/db/migrations/0037_review_waiting.sql), kept by triggers generated
// here from each source's declaration (WaitingSource.kept). A trigger runs in
// the transaction of whatever wrote the record — a command, a bulk job, a
// partner route, a seed, SQL by hand — so a count is never behind a committed
// write, and a reader's own decision shows in their very next read. The
// triggers are per statement with transition tables: a bulk INSERT … SELECT of
// a million rows costs one set-based statement, not a million calls.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { KeptWaiting, WaitingSource } from './types';
import './schema';

/** Bumped when the generated SQL changes shape: every type's triggers are then made again. */
const GENERATION = 1;
// Arbitrary constant: of instances starting together on one PostgreSQL, one makes the triggers.
const LOCK_KEY = 7_246_037;

const NAME = /^[a-z_][a-z0-9_]*$/;
const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

function checked(type: string, kept: KeptWaiting): void {
  for (const name of [type, kept.table, ...(kept.dependsOn ?? [])]) {
    if (!NAME.test(name)) throw new Error(`waiting source ${type}: "${name}" is not a plain table or type name`);
  }
}

/** The type's rows as `where` has them now: stale ones go, missing or changed ones come (the install's and a dependency's refill). */
const refillSql = (type: string, k: KeptWaiting, only = '') => `
  DELETE FROM review_waiting AS w WHERE w.type = ${literal(type)}${only ? ` AND w.record_id IN (SELECT o.id FROM ${only} AS o)` : ''}
    AND NOT EXISTS (SELECT 1 FROM ${k.table} WHERE ${k.table}.id = w.record_id AND (${k.where}));`;
const upsertSql = (type: string, k: KeptWaiting, only = '') => `
  INSERT INTO review_waiting (type, record_id, waiting_since, scope)
    SELECT ${literal(type)}, ${k.table}.id, (${k.since}), coalesce((${k.scope ?? "''"})::text, '') FROM ${k.table}
    WHERE (${k.where})${only ? ` AND ${k.table}.id IN (SELECT n.id FROM ${only} AS n)` : ''}
  ON CONFLICT (type, record_id) DO UPDATE SET waiting_since = excluded.waiting_since, scope = excluded.scope
    WHERE (review_waiting.waiting_since, review_waiting.scope) IS DISTINCT FROM (excluded.waiting_since, excluded.scope);`;

const fn = (type: string, what: 'sync' | 'refill') => `review_waiting_${what}_${type}`;
const triggers = (type: string) => ['ins', 'upd', 'del', 'trunc', 'dep'].map((t) => `review_waiting_${type}_${t}`);

/** The statements that make a source's functions and triggers. */
export function triggerSql(type: string, k: KeptWaiting): string[] {
  checked(type, k);
  const [ins, upd, del, trunc, dep] = triggers(type);
  const sync = `CREATE OR REPLACE FUNCTION ${fn(type, 'sync')}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM review_waiting WHERE type = ${literal(type)};
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN ${refillSql(type, k, 'gone')}
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN ${upsertSql(type, k, 'came')}
  END IF;
  RETURN NULL;
END $fn$`;
  const refill = `CREATE OR REPLACE FUNCTION ${fn(type, 'refill')}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN ${refillSql(type, k)} ${upsertSql(type, k)}
  RETURN NULL;
END $fn$`;
  const run = `EXECUTE FUNCTION ${fn(type, 'sync')}()`;
  return [sync, refill,
    `CREATE TRIGGER ${ins} AFTER INSERT ON ${k.table} REFERENCING NEW TABLE AS came FOR EACH STATEMENT ${run}`,
    `CREATE TRIGGER ${upd} AFTER UPDATE ON ${k.table} REFERENCING OLD TABLE AS gone NEW TABLE AS came FOR EACH STATEMENT ${run}`,
    `CREATE TRIGGER ${del} AFTER DELETE ON ${k.table} REFERENCING OLD TABLE AS gone FOR EACH STATEMENT ${run}`,
    `CREATE TRIGGER ${trunc} AFTER TRUNCATE ON ${k.table} FOR EACH STATEMENT ${run}`,
    ...(k.dependsOn ?? []).map((d) => `CREATE TRIGGER ${dep} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${d} FOR EACH STATEMENT EXECUTE FUNCTION ${fn(type, 'refill')}()`),
  ];
}

const definitionOf = (k: KeptWaiting) => JSON.stringify({ generation: GENERATION, table: k.table, where: k.where, since: k.since, scope: k.scope ?? null, dependsOn: k.dependsOn ?? [] });

/** Drops the triggers a stored definition made (the tables it named), before new ones are made. */
function dropSql(type: string, stored: string): string[] {
  const old = JSON.parse(stored) as { table: string; dependsOn: string[] };
  const [ins, upd, del, trunc, dep] = triggers(type);
  return [...[ins, upd, del, trunc].map((t) => `DROP TRIGGER IF EXISTS ${t} ON ${old.table}`),
    ...old.dependsOn.map((d) => `DROP TRIGGER IF EXISTS ${dep} ON ${d}`)];
}

/**
 * The declaration each type's triggers were made from, for the types whose triggers exist: a database
 * moved or restored table by table (server/db/move.ts copies rows, not triggers) has its rows but not
 * its triggers, and gets them again.
 */
async function made(db: Kysely<DB>): Promise<Map<string, string>> {
  const { rows } = await sql<{ tgname: string }>`SELECT tgname FROM pg_trigger WHERE tgname LIKE 'review_waiting%'`.execute(db);
  const present = new Set(rows.map((r) => r.tgname));
  const stored = await db.selectFrom('review_waiting_sources').select(['type', 'definition']).execute();
  return new Map(stored.filter((r) => triggers(r.type).slice(0, 4).every((t) => present.has(t))).map((r) => [r.type, r.definition]));
}

/**
 * Makes every source's triggers whose declaration changed since they were made (or that has none yet),
 * and fills its rows from its table, in one transaction per type: its table's writers wait meanwhile
 * (CREATE TRIGGER locks it), so no write falls between the fill and the trigger. A start with nothing
 * changed reads two small tables.
 */
export async function keepWaiting(db: Kysely<DB>, sources: readonly WaitingSource[]): Promise<void> {
  const before = await made(db);
  const changed = sources.filter((s) => before.get(s.type) !== definitionOf(s.kept));
  for (const s of changed) {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      const definition = definitionOf(s.kept);
      if ((await made(trx)).get(s.type) === definition) return; // another instance made them meanwhile
      const stored = (await trx.selectFrom('review_waiting_sources').select('definition').where('type', '=', s.type).executeTakeFirst())?.definition;
      for (const statement of [...(stored ? dropSql(s.type, stored) : []), ...triggerSql(s.type, s.kept)]) await sql.raw(statement).execute(trx);
      await sql`DELETE FROM review_waiting WHERE type = ${s.type}`.execute(trx);
      await sql.raw(upsertSql(s.type, s.kept)).execute(trx);
      await trx.insertInto('review_waiting_sources').values({ type: s.type, definition })
        .onConflict((oc) => oc.column('type').doUpdateSet({ definition })).execute();
    });
  }
}
