// The queue's reads: every waiting item of the sources a reader may decide,
// oldest first (a report case's own tab: highest score first), with its claim and whether it is past its type's target.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { anyKey, hasKey } from '../../contract/access/modules';
import type { Actor } from '../core/context';
import type { DB } from '../db/schema';
import type { WaitingSource } from './types';
import { QUEUE_COUNT_CAP } from '../../contract/records/review_queue';
import './schema';

/** A source with its target hours as the settings have them. */
export interface Source extends WaitingSource { hours: number }

export interface QueueItem {
  type: string;
  id: number;
  title: string;
  summary: string;
  waitingSince: string;
  /** when it becomes overdue (waitingSince + its type's target) */
  dueAt: string;
  overdue: boolean;
  claimedBy?: { id: number; name: string };
  claimedAt?: string;
  claimExpiresAt?: string;
  /** a ranked type's urgency (a report case's score), else absent */
  priority?: number;
}

export interface TypeCount { type: string; total: number; overdue: number; more: boolean }

interface Row {
  type: string; id: number; title: string; summary: string; priority: number | string; waiting_since: Date | string; due_at: Date | string; overdue: boolean;
  claimed_by_id: number | null; claimed_by_name: string | null; claimed_at: Date | string | null; claim_expires_at: Date | string | null;
}

/**
 * A ranked type read on its own tab goes by its priority (a report case's score), then age; the
 * whole queue reads every type oldest first, against its target, so a case there waits by its first report.
 */
const rankedAlone = (sources: readonly Source[]) => sources.length === 1 && !!sources[0].ranked;

/** The sources whose decision keys the reader holds (any of them). */
export const readable = (sources: readonly Source[], reader: Actor) => sources.filter((s) => hasKey(reader, anyKey(...s.keys)));

/** Which rows of a source a read takes: every one, its `first` strongest (a ranked type's own tab), or the ids given. */
type Take = { first?: number; ids?: ReadonlyMap<string, readonly number[]> };

function from(db: Kysely<DB>, s: Source, reader: Actor, { first, ids }: Take): RawBuilder<unknown> {
  const rows = sql`(${s.query(db, reader)})`;
  if (ids) return sql`(SELECT * FROM ${rows} AS s WHERE s.id = ANY(${ids.get(s.type) ?? []}::bigint[]))`;
  if (first !== undefined) return sql`(SELECT * FROM ${rows} AS s ORDER BY s.priority DESC, s.waiting_since, s.id LIMIT ${first})`;
  return rows;
}

/** Every waiting item of `sources` (those `take` names) as one derived table: type, id, title, summary, waiting_since, target_hours. */
function waiting(db: Kysely<DB>, sources: readonly Source[], reader: Actor, take: Take = {}): RawBuilder<unknown> {
  return sql.join(sources.map((s) => {
    const text = sql`w.title::text AS title, left(w.summary, 300)::text AS summary`;
    const priority = s.ranked ? sql`w.priority::float8` : sql`0::float8`;
    return sql`SELECT ${s.type}::text AS type, w.id::integer AS id, ${text}, ${priority} AS priority,
      w.waiting_since::timestamptz AS waiting_since, ${s.hours}::integer AS target_hours FROM ${from(db, s, reader, take)} AS w`;
  }), sql` UNION ALL `);
}

/**
 * The items of a plain page in the queue's order, found in review_waiting alone (./kept.ts): each type's
 * oldest `page × pageSize` through its index on (type, waiting_since, record_id), the reader's `sees`
 * applied, merged. Only these rows are then read from their sources' queries (titles, summaries), and only
 * the sources they are of: the page costs the same at a hundred or a million waiting items.
 */
async function pageIds(db: Kysely<DB>, sources: readonly Source[], reader: Actor, q: PageQuery): Promise<Map<string, number[]>> {
  // literals where they shape the plan (types, limits), a bound label so the statement stays prepared: see queueCounts
  const n = sql.lit(q.page * q.pageSize);
  const { rows } = await sql<{ type: string; id: number }>`SELECT x.type, x.id FROM (${sql.join(sources.map((s) => sql`(SELECT ${s.type}::text AS type,
    w.record_id AS id, w.waiting_since FROM review_waiting AS w WHERE w.type = ${sql.lit(s.type)} AND ${s.sees?.(reader) ?? sql`true`}
    ORDER BY w.waiting_since, w.record_id LIMIT ${n})`), sql` UNION ALL `)}) AS x
    ORDER BY x.waiting_since, x.type, x.id LIMIT ${sql.lit(q.pageSize)} OFFSET ${sql.lit((q.page - 1) * q.pageSize)}`.execute(db);
  const out = new Map<string, number[]>();
  for (const r of rows) out.set(r.type, [...(out.get(r.type) ?? []), r.id]);
  return out;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toItem(r: Row, ranked: ReadonlySet<string>): QueueItem {
  return {
    type: r.type, id: r.id, title: r.title, summary: r.summary, waitingSince: iso(r.waiting_since), dueAt: iso(r.due_at), overdue: r.overdue,
    ...(ranked.has(r.type) ? { priority: Number(r.priority) } : {}),
    ...(r.claimed_by_id !== null ? {
      claimedBy: { id: r.claimed_by_id, name: r.claimed_by_name ?? '' }, claimedAt: iso(r.claimed_at!), claimExpiresAt: iso(r.claim_expires_at!),
    } : {}),
  };
}

export interface PageQuery {
  page: number;
  pageSize: number;
  /** one type, or every one the reader may decide */
  type?: string;
  /** only items nobody else holds (the reader's own claims count as free) */
  unclaimedBy?: number;
  /** items to leave out (skipped this session) */
  skip?: readonly { type: string; id: number }[];
  /** one item */
  id?: number;
}

/** One page of the queue, oldest first (type and id break ties); a ranked type's own tab, its highest priority first. */
export async function queuePage(db: Kysely<DB>, all: readonly Source[], reader: Actor, q: PageQuery): Promise<QueueItem[]> {
  const sources = q.type ? all.filter((s) => s.type === q.type) : all;
  if (!sources.length) return [];
  const where: RawBuilder<unknown>[] = [sql`true`];
  // a plain page needs no more than its last row's worth of each source; a filtered one may need any
  const plain = q.unclaimedBy === undefined && !q.skip?.length && q.id === undefined;
  if (plain && !rankedAlone(sources)) {
    const ids = await pageIds(db, sources, reader, q);
    return ids.size ? read(db, sources.filter((s) => ids.has(s.type)), reader, { ids }, where, { ...q, page: 1 }) : [];
  }
  if (q.id !== undefined) where.push(sql`w.id = ${q.id}`);
  if (q.unclaimedBy !== undefined) where.push(sql`(c.admin_id IS NULL OR c.admin_id = ${q.unclaimedBy})`);
  for (const s of q.skip ?? []) where.push(sql`NOT (w.type = ${s.type} AND w.id = ${s.id})`);
  return read(db, sources, reader, plain ? { first: q.page * q.pageSize } : {}, where, q);
}

/** The rows `take` names of `sources`, with their claims, filtered by `where`, in the queue's order: one page. */
async function read(db: Kysely<DB>, sources: readonly Source[], reader: Actor, take: Take, where: RawBuilder<unknown>[], q: PageQuery): Promise<QueueItem[]> {
  const { rows } = await sql<Row>`WITH w AS (${waiting(db, sources, reader, take)})
    SELECT w.type, w.id, w.title, w.summary, w.priority, w.waiting_since,
      w.waiting_since + make_interval(hours => w.target_hours) AS due_at,
      w.waiting_since + make_interval(hours => w.target_hours) < now() AS overdue,
      c.admin_id AS claimed_by_id, a.name AS claimed_by_name, c.claimed_at, c.expires_at AS claim_expires_at
    FROM w
    LEFT JOIN review_claims c ON c.type = w.type AND c.record_id = w.id AND c.expires_at > now()
    LEFT JOIN admins a ON a.id = c.admin_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${rankedAlone(sources) ? sql`w.priority DESC, ` : sql``}w.waiting_since, w.type, w.id
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`.execute(db);
  const ranked = new Set(sources.filter((s) => s.ranked).map((s) => s.type));
  return rows.map((r) => toItem(r, ranked));
}
/**
 * How many wait and how many of them are overdue, per type (every type given, zeros included), each
 * counted up to QUEUE_COUNT_CAP and `more` past it: a tab says "1000+" as a long list says "10,000+".
 * Read from review_waiting (./kept.ts), kept in the transactions that write the records, through its
 * index on (type, waiting_since): each count is an index range of at most QUEUE_COUNT_CAP + 1 entries,
 * whatever the sources' tables hold; overdue is the range before now() less the type's target, so it
 * moves with the clock, not with writes.
 */
export async function queueCounts(db: Kysely<DB>, sources: readonly Source[], reader: Actor): Promise<TypeCount[]> {
  if (!sources.length) return [];
  // the types, targets and cap written into the text, only the types' labels bound (a statement without values is
  // not prepared, server/db/prepared.ts): it then keeps one generic plan per reader's set of types, not planned
  // again on every call (planning eighteen subqueries costs more than running them)
  const capped = (s: Source, where: RawBuilder<unknown>) => sql`(SELECT count(*)::integer FROM (SELECT 1 FROM review_waiting AS w
    WHERE w.type = ${sql.lit(s.type)} AND ${s.sees?.(reader) ?? sql`true`} AND ${where} LIMIT ${sql.lit(QUEUE_COUNT_CAP + 1)}) AS x)`;
  const { rows } = await sql<{ type: string; total: number; overdue: number }>`${sql.join(sources.map((s) => sql`SELECT ${s.type}::text AS type,
    ${capped(s, sql`true`)} AS total,
    ${capped(s, sql`w.waiting_since < now() - make_interval(hours => ${sql.lit(s.hours)})`)} AS overdue`), sql` UNION ALL `)}`.execute(db);
  const found = new Map(rows.map((r) => [r.type, r]));
  return sources.map((s) => {
    const total = Number(found.get(s.type)?.total ?? 0);
    const overdue = Number(found.get(s.type)?.overdue ?? 0);
    return { type: s.type, total: Math.min(total, QUEUE_COUNT_CAP), overdue: Math.min(overdue, QUEUE_COUNT_CAP), more: total > QUEUE_COUNT_CAP };
  });
}
