// The ingest's write path (docs/exceptions.md): a batch of up to 100 events is
// aggregated by fingerprint here first, then written in one transaction of
// three statements: the new groups are inserted (existing ones not locked);
// the events and the users they name are inserted; last, one multi-row upsert
// of the groups' counters (count, users, versions, last seen, regression of a
// resolved group) in fingerprint order, with the day counts and the version /
// OS breakdowns. Busy groups' row locks are thus held for one statement and
// the commit, and concurrent batches take them in the same order: no deadlock.
// Trimming to the newest 100 events runs only for a group that holds more than
// 100 + TRIM_SLACK; retention is one indexed delete after the commit.
import { sql, type Kysely, type Transaction } from 'kysely';
import { EXCEPTION_EVENTS_KEPT } from '../../../contract/exceptions';
import type { DB } from '../../db/schema';
import { announce } from '../../queue/live';
import { fingerprintOf } from './fingerprint';

/** Events a group may hold beyond the cap before a trim runs (so a trim is rare, not per batch). */
export const TRIM_SLACK = 50;

export interface EventInput {
  type: string;
  message: string;
  stack?: string;
  appVersion: string;
  os: string;
  device?: string;
  userId?: string;
}

interface GroupAgg {
  fingerprint: string; type: string; title: string; message: string; frames: string[];
  n: number; versions: Set<string>; users: Set<string>; byVersion: Map<string, number>; byOs: Map<string, number>;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** The batch by fingerprint, sorted by fingerprint; `of[i]` is event i's group. */
export function aggregate(events: EventInput[]): { groups: GroupAgg[]; of: string[] } {
  const byFp = new Map<string, GroupAgg>();
  const of = events.map((e) => {
    const fp = fingerprintOf(e.type, e.message, e.stack ?? '');
    let g = byFp.get(fp.fingerprint);
    if (!g) {
      g = { ...fp, type: e.type.trim(), message: e.message, n: 0, versions: new Set(), users: new Set(), byVersion: new Map(), byOs: new Map() };
      byFp.set(fp.fingerprint, g);
    }
    g.n += 1;
    g.versions.add(e.appVersion);
    if (e.userId) g.users.add(e.userId);
    bump(g.byVersion, e.appVersion);
    bump(g.byOs, e.os);
    return fp.fingerprint;
  });
  const groups = [...byFp.values()].sort((a, b) => (a.fingerprint < b.fingerprint ? -1 : 1));
  return { groups, of };
}

const json = (v: unknown) => sql`${JSON.stringify(v)}::json`;

type Ids = Map<string, number>;

/**
 * The batch's groups exist (new ones inserted with zero counts, existing ones
 * untouched: no lock taken on them yet). Answers fingerprint → group id.
 */
async function ensureGroups(trx: Transaction<DB>, groups: GroupAgg[]): Promise<Ids> {
  const rows = groups.map((g) => ({ fingerprint: g.fingerprint, type: g.type, title: g.title, message: g.message, frames: g.frames }));
  const { rows: found } = await sql<{ id: string | number; fingerprint: string }>`
    WITH x AS (SELECT * FROM json_to_recordset(${json(rows)}) AS x(fingerprint text, type text, title text, message text, frames text[])),
    ins AS (
      INSERT INTO exception_groups (fingerprint, type, title, message, top_frames)
      SELECT x.fingerprint, x.type, x.title, x.message, x.frames FROM x ORDER BY x.fingerprint
      ON CONFLICT (fingerprint) DO NOTHING RETURNING id, fingerprint
    )
    SELECT id, fingerprint FROM ins UNION ALL SELECT g.id, g.fingerprint FROM exception_groups AS g JOIN x USING (fingerprint)`.execute(trx);
  const ids: Ids = new Map(found.map((r) => [r.fingerprint, Number(r.id)]));
  const missing = groups.filter((g) => !ids.has(g.fingerprint)).map((g) => g.fingerprint);
  if (missing.length) {
    // created by a concurrent batch that committed while this one waited: visible to a new statement
    const late = await trx.selectFrom('exception_groups').select(['id', 'fingerprint']).where('fingerprint', 'in', missing).execute();
    for (const r of late) ids.set(r.fingerprint, Number(r.id));
  }
  return ids;
}

/** The events and the users they name (no group row is locked here); answers group id → users new to it. */
async function writeEvents(trx: Transaction<DB>, events: EventInput[], groups: GroupAgg[], of: string[], ids: Ids) {
  const evRows = events.map((e, i) => ({
    group_id: ids.get(of[i]), message: e.message, stack: e.stack ?? '', app_version: e.appVersion, os: e.os, device: e.device ?? '', user_ref: e.userId ?? '',
  }));
  const users = groups.flatMap((g) => [...g.users].sort().map((user_ref) => ({ group_id: ids.get(g.fingerprint), user_ref })));
  const { rows } = await sql<{ group_id: string | number; n: number }>`
    WITH ev AS (
      INSERT INTO exception_events (group_id, message, stack, app_version, os, device, user_ref)
      SELECT * FROM json_to_recordset(${json(evRows)})
        AS x(group_id bigint, message text, stack text, app_version text, os text, device text, user_ref text)
    ), users AS (
      INSERT INTO exception_group_users (group_id, user_ref)
      SELECT x.group_id, x.user_ref FROM json_to_recordset(${json(users)}) AS x(group_id bigint, user_ref text)
      ORDER BY x.group_id, x.user_ref
      ON CONFLICT DO NOTHING RETURNING group_id
    )
    SELECT group_id, count(*)::int AS n FROM users GROUP BY group_id`.execute(trx);
  return new Map(rows.map((r) => [Number(r.group_id), Number(r.n)]));
}

/**
 * The counters, last of the transaction so the busy groups' row locks are held
 * for one statement and the commit: the groups in fingerprint order, then (the
 * CTEs run after the main statement) their day counts and breakdowns.
 */
async function countGroups(trx: Transaction<DB>, groups: GroupAgg[], ids: Ids, newUsers: Map<number, number>) {
  const rows = groups.map((g) => {
    const id = ids.get(g.fingerprint)!;
    return { fingerprint: g.fingerprint, type: g.type, title: g.title, message: g.message, n: g.n, users: newUsers.get(id) ?? 0, versions: [...g.versions].sort() };
  });
  const days = groups.map((g) => ({ group_id: ids.get(g.fingerprint)!, n: g.n })).sort((a, b) => a.group_id - b.group_id);
  const breakdowns = groups.flatMap((g) => [
    ...[...g.byVersion].map(([value, n]) => ({ group_id: ids.get(g.fingerprint)!, kind: 'version', value, n })),
    ...[...g.byOs].map(([value, n]) => ({ group_id: ids.get(g.fingerprint)!, kind: 'os', value, n })),
  ]);
  const { rows: out } = await sql<{ id: string | number; kept_events: number; reopened: boolean }>`
    WITH reopened AS (
      -- the resolved groups this batch reopens (read before the update: the statement's snapshot)
      SELECT id FROM exception_groups WHERE status = 'resolved'
        AND fingerprint IN (SELECT x.fingerprint FROM json_to_recordset(${json(rows)}) AS x(fingerprint text))
    ), days AS (
      INSERT INTO exception_daily AS d (group_id, day, count)
      SELECT x.group_id, (now() AT TIME ZONE 'UTC')::date, x.n FROM json_to_recordset(${json(days)}) AS x(group_id bigint, n int)
      ORDER BY x.group_id
      ON CONFLICT (group_id, day) DO UPDATE SET count = d.count + excluded.count
    ), breakdowns AS (
      INSERT INTO exception_breakdowns AS b (group_id, kind, value, count)
      SELECT x.group_id, x.kind, x.value, x.n FROM json_to_recordset(${json(breakdowns)}) AS x(group_id bigint, kind text, value text, n int)
      ORDER BY x.group_id, x.kind, x.value
      ON CONFLICT (group_id, kind, value) DO UPDATE SET count = b.count + excluded.count
    )
    INSERT INTO exception_groups AS g (fingerprint, type, title, message, event_count, kept_events, user_count, app_versions)
    SELECT x.fingerprint, x.type, x.title, x.message, x.n, x.n, x.users, x.versions
    FROM json_to_recordset(${json(rows)}) AS x(fingerprint text, type text, title text, message text, n int, users int, versions text[])
    ORDER BY x.fingerprint
    ON CONFLICT (fingerprint) DO UPDATE SET
      event_count = g.event_count + excluded.event_count,
      kept_events = g.kept_events + excluded.kept_events,
      user_count = g.user_count + excluded.user_count,
      app_versions = CASE WHEN excluded.app_versions <@ g.app_versions THEN g.app_versions
        ELSE ARRAY(SELECT DISTINCT v FROM unnest(g.app_versions || excluded.app_versions) AS v ORDER BY v) END,
      last_seen = greatest(g.last_seen, now()),
      status = CASE WHEN g.status = 'resolved' THEN 'unresolved' ELSE g.status END,
      regressed = g.regressed OR g.status = 'resolved',
      resolved_at = CASE WHEN g.status = 'resolved' THEN NULL ELSE g.resolved_at END,
      version = g.version + CASE WHEN g.status = 'resolved' THEN 1 ELSE 0 END,
      updated_at = now()
    RETURNING g.id, g.kept_events, g.id IN (SELECT id FROM reopened) AS reopened`.execute(trx);
  return out.map((r) => ({ id: Number(r.id), kept: Number(r.kept_events), reopened: r.reopened }));
}

/** Keeps the newest EXCEPTION_EVENTS_KEPT events of each group in `ids` (groups already locked by this transaction). */
export async function trimGroups(trx: Transaction<DB> | Kysely<DB>, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await sql`
    DELETE FROM exception_events AS e
    USING (SELECT g.id, (SELECT x.id FROM exception_events AS x WHERE x.group_id = g.id ORDER BY x.id DESC
             OFFSET ${EXCEPTION_EVENTS_KEPT - 1} LIMIT 1) AS keep_from
           FROM json_array_elements_text(${json(ids)}) AS j(v), LATERAL (SELECT j.v::bigint AS id) AS g) AS k
    WHERE e.group_id = k.id AND e.id < k.keep_from`.execute(trx);
  await sql`
    UPDATE exception_groups AS g SET kept_events = (SELECT count(*) FROM exception_events AS e WHERE e.group_id = g.id)
    WHERE g.id IN (SELECT v::bigint FROM json_array_elements_text(${json(ids)}) AS j(v))`.execute(trx);
}

/** Events (and day counts) older than the retention: one indexed delete, outside the batch's transaction. */
export async function purgeExpired(db: Kysely<DB>, retentionDays: number): Promise<void> {
  await sql`
    WITH old_days AS (DELETE FROM exception_daily WHERE day < ((now() AT TIME ZONE 'UTC')::date - ${retentionDays}::int))
    DELETE FROM exception_events WHERE created_at < now() - make_interval(days => ${retentionDays}::int)`.execute(db);
}

/** Writes a validated batch; answers each event's group id, in order. */
export async function ingest(db: Kysely<DB>, events: EventInput[], retentionDays: number): Promise<number[]> {
  const { groups, of } = aggregate(events);
  const ids = await db.transaction().execute(async (trx) => {
    const found = await ensureGroups(trx, groups);
    const newUsers = await writeEvents(trx, events, groups, of, found);
    const counted = await countGroups(trx, groups, found, newUsers);
    const over = counted.filter((g) => g.kept > EXCEPTION_EVENTS_KEPT + TRIM_SLACK).map((g) => g.id).sort((a, b) => a - b);
    await trimGroups(trx, over);
    // a regression puts the group back in the review queue: open panels hear of it at the commit
    for (const g of counted.filter((c) => c.reopened)) await announce(trx, { type: 'exceptions', id: g.id, kind: 'item' });
    return found;
  });
  await purgeExpired(db, retentionDays);
  return of.map((fp) => ids.get(fp)!);
}
