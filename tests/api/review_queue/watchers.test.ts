// Who holds and who has open one queued record, as its own page reads it
// (/mdr/review_queue/item, server/queue/service.ts `watchers`): the live claim
// and the colleagues whose pages (the queue's pane or the record's page) sent a
// heartbeat, across two instances on one database. Reading claims nothing and
// says nobody is there; a type the reader may not decide is refused (-2), bad
// input named (-1).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { twoInstances } from './instances';

interface Watchers {
  claim: { claimedBy: { id: number; name: string }; claimedAt: string; claimExpiresAt: string } | null;
  others: { id: number; name: string }[];
}

describe.each(testBackends())('a record\'s claim and "also open" for its page (%s)', (backend) => {
  const { on, staff, ok } = twoInstances(backend);
  const watchers = async (ref: { type: string; id: number }, token: string) =>
    (await ok(on.b, '/mdr/review_queue/item', ref, token)) as Watchers;

  it('names the holder and the colleagues with it open, claims nothing and counts nobody in by reading', async () => {
    const id = await on.samples.articles.insert('pending');
    const ref = { type: 'articles', id };
    const chen = await staff(on.a, '陈静', 'Content reviewer');
    const li = await staff(on.a, 'Li Na', 'Content reviewer');
    const reader = await staff(on.a, 'Page Reader', 'Content reviewer');
    expect(await watchers(ref, reader.token)).toEqual({ claim: null, others: [] });

    // 陈静 opens it in the queue (claims it, her pane beats) on A; Li Na has its page open on A
    const claimed = await ok(on.a, '/mdr/review_queue/claim', ref, chen.token);
    await ok(on.a, '/mdr/review_queue/presence', ref, chen.token);
    await ok(on.a, '/mdr/review_queue/presence', ref, li.token);
    const seen = await watchers(ref, reader.token);
    expect(seen.claim).toEqual({ claimedBy: { id: chen.id, name: '陈静' }, claimedAt: claimed.claimedAt, claimExpiresAt: claimed.claimExpiresAt });
    expect(seen.others).toEqual([{ id: li.id, name: 'Li Na' }, { id: chen.id, name: '陈静' }]);
    // the holder reads her own claim, and is not among the others
    expect(await watchers(ref, chen.token)).toEqual({ claim: seen.claim, others: [{ id: li.id, name: 'Li Na' }] });

    // reading is no heartbeat and no claim: the reader is nowhere, the claim is still 陈静's
    const rows = await on.a.db.selectFrom('review_presence').select('admin_id').where('type', '=', 'articles').where('record_id', '=', id).execute();
    expect(rows.map((r) => r.admin_id).sort()).toEqual([chen.id, li.id].sort());
    const claims = await on.a.db.selectFrom('review_claims').select('admin_id').where('type', '=', 'articles').where('record_id', '=', id).execute();
    expect(claims).toEqual([{ admin_id: chen.id }]);

    // Li Na leaves, 陈静's heartbeat lapses, and her claim ends with her decision
    await ok(on.a, '/mdr/review_queue/presence', { ...ref, leaving: true }, li.token);
    await sql`UPDATE review_presence SET expires_at = now() - interval '1 second' WHERE type = 'articles' AND record_id = ${id} AND admin_id = ${chen.id}`.execute(on.a.db);
    expect((await watchers(ref, reader.token)).others).toEqual([]);
    await ok(on.a, '/mdr/articles/approve', { id }, chen.token);
    expect(await watchers(ref, reader.token)).toEqual({ claim: null, others: [] });
  });

  it('does not count an expired claim', async () => {
    const id = await on.samples.articles.insert('pending');
    const holder = await staff(on.a, 'Lapsed Holder', 'Content reviewer');
    const reader = await staff(on.a, 'Lapse Reader', 'Content reviewer');
    await ok(on.a, '/mdr/review_queue/claim', { type: 'articles', id }, holder.token);
    await sql`UPDATE review_claims SET expires_at = now() - interval '1 second' WHERE type = 'articles' AND record_id = ${id}`.execute(on.a.db);
    expect((await watchers({ type: 'articles', id }, reader.token)).claim).toBeNull();
  });

  it('refuses a type the reader may not decide, and names bad input', async () => {
    const article = await on.samples.articles.insert('pending');
    const withdrawal = await on.samples.withdrawals.insert('requested');
    const finance = await staff(on.a, 'Finance Reader', 'Finance');
    const reviewer = await staff(on.a, 'Reviewer Reader', 'Content reviewer');
    expect((await on.b.call('/mdr/review_queue/item', { type: 'articles', id: article }, { token: finance.token })).code).toBe(-2);
    expect((await on.b.call('/mdr/review_queue/item', { type: 'withdrawals', id: withdrawal }, { token: reviewer.token })).code).toBe(-2);
    expect((await watchers({ type: 'withdrawals', id: withdrawal }, finance.token)).claim).toBeNull();

    const unknown = await on.b.call('/mdr/review_queue/item', { type: 'nonsense', id: 1 }, { token: reviewer.token });
    expect(unknown.code).toBe(-1);
    expect(unknown.data.errors[0].field).toBe('type');
    const noId = await on.b.call('/mdr/review_queue/item', { type: 'articles' }, { token: reviewer.token });
    expect(noId.code).toBe(-1);
    expect(noId.data.errors[0].field).toBe('id');
    const badId = await on.b.call('/mdr/review_queue/item', { type: 'articles', id: 'seven' }, { token: reviewer.token });
    expect(badId.code).toBe(-1);
    expect(badId.data.errors[0].field).toBe('id');
  });

  it('is refused without review_queue.read, whatever decision keys the reader holds', async () => {
    const article = await on.samples.articles.insert('pending');
    const s = await sessionFor(on.a, { modules: ['articles.read', 'articles.approve'] });
    expect((await on.b.call('/mdr/review_queue/item', { type: 'articles', id: article }, { token: s.token })).code).toBe(-2);
  });
});
