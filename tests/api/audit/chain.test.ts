// The audit chain (server/db/migrations/0026_audit_chain.sql, server/core/audit-chain.ts): audited
// writes racing through two instances on one database leave one gapless, unforked chain the verifier
// passes; a row changed, removed or inserted with a wrong prev_hash makes it name that row's seq; each
// Beijing day's closing hash through /mdr/audit_log/days; /metrics shows the last verification.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordVerification, verifyAuditChain, type VerifyReport } from '../../../server/core/audit-chain';
import type { DB } from '../../../server/db/schema';
import { createTestApp, testBackends, type TestApp } from '../helpers';

const TOKEN = 'audit-chain-metrics-token';
const WRITES = 24;

/** Runs `tamper` and the verifier in one transaction, then rolls it back: the chain is whole again for the next case. */
async function verifiedAfter(db: Kysely<DB>, tamper: (trx: Kysely<DB>) => Promise<unknown>): Promise<VerifyReport> {
  let report: VerifyReport | undefined;
  await db.transaction().execute(async (trx) => {
    await tamper(trx);
    report = await verifyAuditChain(trx);
    throw new Error('rolled back');
  }).catch((err: Error) => { if (err.message !== 'rolled back') throw err; });
  return report!;
}

const figures = async (db: Kysely<DB>) => (await sql<{ n: string; seqs: string; top: string; unchained: string }>`
  SELECT count(*) AS n, count(DISTINCT seq) AS seqs, max(seq) AS top, count(*) FILTER (WHERE seq IS NULL) AS unchained
  FROM audit_log`.execute(db)).rows[0];

describe.each(testBackends())('audit chain (%s)', (backend) => {
  let t: TestApp;
  let second: TestApp;
  let marketer: string;
  let marketerThere: string;
  let auditor: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { config: { metricsToken: TOKEN } });
    second = await createTestApp(backend, { sameDatabaseAs: t });
    const m = await t.createStaff({ username: 'marketer', modules: ['mdr.channel.promotion'] });
    const a = await t.createStaff({ username: 'auditor', modules: ['menu.use.user', 'audit_log.read'] });
    marketer = await t.login('marketer', m.password);
    marketerThere = await second.login('marketer', m.password);
    auditor = await t.login('auditor', a.password);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('audited writes racing through two instances leave one gapless chain the verifier passes', async () => {
    const answers = await Promise.all(Array.from({ length: WRITES }, (_, i) => (i % 2 ? second : t).call('/mdr/promotion_links/create',
      { data: { channel: 'bilibili', name: `Raid guide ${i}`, targetUrl: 'https://wow.example.com/raid' } },
      { token: i % 2 ? marketerThere : marketer })));
    expect(answers.map((r) => r.code)).toEqual(answers.map(() => 1));
    const f = await figures(t.db);
    // every row numbered once, 1..n, none left out of the chain
    expect({ seqs: Number(f.seqs), top: Number(f.top), unchained: Number(f.unchained) }).toEqual({ seqs: Number(f.n), top: Number(f.n), unchained: 0 });
    const report = await verifyAuditChain(t.db);
    expect(report).toMatchObject({ ok: true, rows: Number(f.n), lastSeq: Number(f.n), firstBadSeq: null });
    const head = (await sql<{ hash: string }>`SELECT hash FROM audit_chain_head`.execute(t.db)).rows[0];
    expect(report.lastHash).toBe(head.hash);
  });

  it('names the first row changed, removed or inserted with a wrong prev_hash', async () => {
    const top = Number((await figures(t.db)).top);
    expect(top).toBeGreaterThan(WRITES);
    const changed = await verifiedAfter(t.db, (trx) => sql`UPDATE audit_log SET after = '{"name": "forged"}' WHERE seq = 5`.execute(trx));
    expect(changed).toMatchObject({ ok: false, firstBadSeq: 5, lastSeq: 4 });
    expect(changed.problem).toMatch(/changed/);
    const removed = await verifiedAfter(t.db, (trx) => sql`DELETE FROM audit_log WHERE seq = 7`.execute(trx));
    expect(removed).toMatchObject({ ok: false, firstBadSeq: 7 });
    expect(removed.problem).toMatch(/missing/);
    const lastRemoved = await verifiedAfter(t.db, (trx) => sql`DELETE FROM audit_log WHERE seq = ${top}`.execute(trx));
    expect(lastRemoved).toMatchObject({ ok: false, firstBadSeq: top });
    // a row written around the trigger, numbered after the last but linked to the one before it, its own hash right
    const inserted = await verifiedAfter(t.db, async (trx) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_chain`.execute(trx);
      await sql`INSERT INTO audit_log (actor_id, actor_name, action, resource, record_id, seq, prev_hash)
        SELECT NULL, 'intruder', 'update', 'promotion_links', '1', ${top + 1}, hash FROM audit_log WHERE seq = ${top - 1}`.execute(trx);
      await sql`UPDATE audit_log a SET hash = mdr_audit_hash(a) WHERE seq = ${top + 1}`.execute(trx);
    });
    expect(inserted).toMatchObject({ ok: false, firstBadSeq: top + 1, lastSeq: top });
    expect(inserted.problem).toMatch(/out of order/);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true, lastSeq: top });
  });

  it('/mdr/audit_log/days answers each Beijing day\'s rows, seqs and closing hash; bad input names the field', async () => {
    const days = (body: object, token = auditor) => t.call('/mdr/audit_log/days', body, { token, lang: 'en-US' });
    const { rows: [today] } = await sql<{ day: string; n: string; first: string; last: string; hash: string }>`
      SELECT mdr_beijing_day(now())::text AS day, count(*) AS n, min(seq) AS first, max(seq) AS last,
        (SELECT hash FROM audit_log WHERE seq = (SELECT max(seq) FROM audit_log)) AS hash
      FROM audit_log WHERE mdr_beijing_day(created_at) = mdr_beijing_day(now())`.execute(t.db);
    const yearBefore = new Date(Date.parse(today.day) - 365 * 86_400_000).toISOString().slice(0, 10);
    const res = await days({ from: yearBefore, to: today.day });
    expect(res.code, res.message).toBe(1);
    expect(res.data.list).toEqual([{ day: today.day, rows: Number(today.n), firstSeq: Number(today.first), lastSeq: Number(today.last), closingHash: today.hash }]);
    expect(res.data.list[0].closingHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await days({ from: '2020-01-01', to: '2020-01-31' })).data.list).toEqual([]);
    const bad = async (body: object) => (await days(body)).data.errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
    expect((await days({ from: '2026-13-01', to: '2026-01-01' })).code).toBe(-1);
    expect(await bad({ from: 'yesterday', to: '2026-01-01' })).toEqual([expect.stringMatching(/^from: /)]);
    expect(await bad({ from: '2026-02-01', to: '2026-01-01' })).toEqual(['to: The end day cannot be before the start day']);
    expect(await bad({ from: '2025-01-01', to: '2026-01-03' })).toEqual(['to: A range covers at most 366 days']);
    expect((await days({ from: '2026-01-01', to: '2026-01-01' }, marketer)).code).toBe(-2);
  });

  it('/metrics shows the last verification: intact, then a failed one naming its row', async () => {
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const report = await verifyAuditChain(t.db);
    await recordVerification(t.db, report);
    const intact = await scrape();
    expect(intact).toMatch(/^mdr_audit_verify_ok 1$/m);
    expect(intact).toContain(`mdr_audit_verify_last_seq ${report.lastSeq}\n`);
    expect(intact).toMatch(/^mdr_audit_verify_first_bad_seq 0$/m);
    const at = Number(/^mdr_audit_verify_timestamp_seconds (\S+)$/m.exec(intact)?.[1]);
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(600);
    await recordVerification(t.db, { ...report, ok: false, firstBadSeq: 3, lastSeq: 2, problem: 'seq 3 was changed' });
    const failed = await scrape();
    expect(failed).toMatch(/^mdr_audit_verify_ok 0$/m);
    expect(failed).toMatch(/^mdr_audit_verify_first_bad_seq 3$/m);
  });
});
