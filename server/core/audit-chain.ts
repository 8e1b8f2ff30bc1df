// The audit chain's verifier (docs/architecture.md "The audit chain"): walks audit_log by seq in
// batches (bounded memory whatever the trail's length), recomputes each row's hash here, apart from the
// database's own function (server/db/migrations/0026_audit_chain.sql, mdr_audit_canonical), and names the
// first row that was changed (its hash differs), removed (a seq missing, or the chain ending before its
// head) or inserted out of order (its prev_hash is not the hash of the row before it, or it has no seq).
// npm run audit:verify (server/bin/audit-verify.ts) runs it; each result is kept in audit_verifications,
// whose last row /metrics shows (auditGauges).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { DB } from '../db/schema';

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);
const BATCH_ROWS = 5_000;

/** A row's fields as text, in the canonical order (mdr_audit_canonical). */
const CANONICAL_FIELDS = ['seq', 'id', 'actor_id', 'actor_name', 'action', 'resource', 'record_id', 'before', 'after',
  'ip', 'user_agent', 'request_id', 'created_at'] as const;
type ChainRow = Record<(typeof CANONICAL_FIELDS)[number], string | null> & { prev_hash: string | null; hash: string | null };

const field = (v: string | null) => (v === null ? '-' : `${Buffer.byteLength(v, 'utf8')}:${v}`);

/** hex SHA-256 of  prev_hash | canonical text  (the migration's mdr_audit_hash, computed here). */
export const rowHash = (row: ChainRow, prevHash: string): string =>
  createHash('sha256').update(`${prevHash}|${CANONICAL_FIELDS.map((f) => field(row[f])).join('|')}`, 'utf8').digest('hex');

export interface VerifyReport {
  ok: boolean;
  /** rows checked (all of them when ok) */
  rows: number;
  /** the last row found intact, and its hash (the chain's end when ok) */
  lastSeq: number;
  lastHash: string;
  /** the first row changed, removed or out of order (a removed row: the seq missing) */
  firstBadSeq: number | null;
  problem: string | null;
}

const batch = (db: Kysely<DB>, after: number) => sql<ChainRow>`
  SELECT seq::text AS seq, id::text AS id, actor_id::text AS actor_id, actor_name, action, resource, record_id,
         before::text AS before, after::text AS after, ip, user_agent, request_id,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, prev_hash, hash
  FROM audit_log WHERE audit_log.seq > ${after} ORDER BY audit_log.seq LIMIT ${BATCH_ROWS}`.execute(db).then((r) => r.rows);

/** What is wrong with `row` coming after seq `lastSeq` of hash `lastHash`, or null. */
function checkRow(row: ChainRow, lastSeq: number, lastHash: string): { seq: number; problem: string } | null {
  const seq = Number(row.seq);
  if (seq !== lastSeq + 1) return { seq: lastSeq + 1, problem: `seq ${lastSeq + 1} is missing (removed): seq ${seq} follows ${lastSeq}` };
  if (row.prev_hash !== lastHash) return { seq, problem: `seq ${seq} (id ${row.id}) does not follow the row before it (prev_hash differs): inserted out of order, or a row before it removed` };
  if (rowHash(row, lastHash) !== row.hash) return { seq, problem: `seq ${seq} (id ${row.id}) was changed (its hash differs from its content)` };
  return null;
}

/** Rows without a seq (written around the chain's trigger) and the head's end, once the walk reached the last row. */
async function checkEnd(db: Kysely<DB>, lastSeq: number, lastHash: string): Promise<{ seq: number; problem: string } | null> {
  const unchained = await sql<{ id: string }>`SELECT id::text AS id FROM audit_log WHERE seq IS NULL ORDER BY audit_log.id LIMIT 1`.execute(db);
  if (unchained.rows.length) return { seq: lastSeq + 1, problem: `id ${unchained.rows[0].id} has no seq: inserted around the chain` };
  const head = await sql<{ seq: string; hash: string }>`SELECT seq::text AS seq, hash FROM audit_chain_head`.execute(db);
  const h = head.rows[0];
  if (h && Number(h.seq) > lastSeq) return { seq: lastSeq + 1, problem: `the chain ends at seq ${lastSeq} but its head is at seq ${h.seq}: the rows after ${lastSeq} were removed` };
  if (h && Number(h.seq) === lastSeq && h.hash !== lastHash) return { seq: lastSeq, problem: `seq ${lastSeq}'s hash differs from the chain head's` };
  return null;
}

/** Walks the whole chain; `progress` is told the rows checked after each batch. */
export async function verifyAuditChain(db: Kysely<DB>, progress?: (rows: number) => void): Promise<VerifyReport> {
  let lastSeq = 0;
  let lastHash = GENESIS_HASH;
  let rows = 0;
  const fail = (bad: { seq: number; problem: string }): VerifyReport =>
    ({ ok: false, rows, lastSeq, lastHash, firstBadSeq: bad.seq, problem: bad.problem });
  for (;;) {
    const list = await batch(db, lastSeq);
    for (const row of list) {
      const bad = checkRow(row, lastSeq, lastHash);
      if (bad) return fail(bad);
      lastSeq = Number(row.seq);
      lastHash = row.hash!;
      rows += 1;
    }
    progress?.(rows);
    if (list.length < BATCH_ROWS) break;
  }
  const bad = await checkEnd(db, lastSeq, lastHash);
  return bad ? fail(bad) : { ok: true, rows, lastSeq, lastHash, firstBadSeq: null, problem: null };
}

/** Keeps a run's result: /metrics shows the last one. */
export async function recordVerification(db: Kysely<DB>, r: VerifyReport): Promise<void> {
  await db.insertInto('audit_verifications').values({
    ok: r.ok, rows: r.rows, last_seq: r.lastSeq, last_hash: r.lastHash, first_bad_seq: r.firstBadSeq, problem: r.problem,
  }).execute();
}

type LastRun = { ok: boolean; rows: string; last_seq: string | null; first_bad_seq: string | null; at: number };

/** The last verification's result for /metrics (server/core/metrics.ts `gauges`); all 0 before the first run (timestamp 0). */
export const auditGauges = (db: Kysely<DB>) => (registry: Registry): void => {
  // the gauges are collected side by side in one scrape (their collects start in the same tick): one query serves them
  let pending: Promise<LastRun | null | undefined> | null = null;
  const lastRun = () => (pending ??= sql<LastRun>`SELECT ok, rows::text AS rows, last_seq::text AS last_seq,
      first_bad_seq::text AS first_bad_seq, extract(epoch FROM at)::float8 AS at FROM audit_verifications ORDER BY id DESC LIMIT 1`
    .execute(db).then((r) => r.rows[0], () => null).finally(() => { pending = null; }));
  const gauge = (name: string, help: string, value: (r: LastRun) => number | null) => new Gauge({
    name, help, registers: [registry],
    async collect() {
      this.reset();
      const row = await lastRun();
      const v = row ? value(row) : null;
      if (v !== null) this.set(v);
    },
  });
  gauge('mdr_audit_verify_ok', 'The last npm run audit:verify: 1 when the audit chain was intact, 0 when a row was changed, removed or out of order', (r) => (r.ok ? 1 : 0));
  gauge('mdr_audit_verify_rows', 'Audit rows the last verification checked', (r) => Number(r.rows));
  gauge('mdr_audit_verify_last_seq', 'The last intact seq the last verification reached (the chain\'s end when ok)', (r) => (r.last_seq === null ? null : Number(r.last_seq)));
  gauge('mdr_audit_verify_first_bad_seq', 'The first row the last verification found changed, removed or out of order (0 when it was intact)', (r) => Number(r.first_bad_seq ?? 0));
  gauge('mdr_audit_verify_timestamp_seconds', 'When the last verification ran (Unix time)', (r) => Number(r.at));
};
