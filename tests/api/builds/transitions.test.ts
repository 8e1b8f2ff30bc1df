// The build review workflow: each transition's effect and audit row, every
// illegal one refused with -5 and nothing changed, two reviewers at once (one
// wins), and bulk review splitting done and failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildStatus } from '../../../server/modules/builds';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { buildRow, buildSeed, insertBuild, signInStaff, type Staff } from './fixtures';

const FROM: Record<string, BuildStatus[]> = {
  submit: ['draft', 'rejected'],
  approve: ['pending'],
  reject: ['pending'],
  hide: ['published'],
  restore: ['hidden'],
};
const TO: Record<string, BuildStatus> = { submit: 'pending', approve: 'published', reject: 'rejected', hide: 'hidden', restore: 'published' };
const STATES: BuildStatus[] = ['draft', 'pending', 'published', 'rejected', 'hidden'];
const bodyOf = (action: string) => (action === 'reject' || action === 'hide' ? { reason: '  Gear does not suit the spec  ' } : {});

describe.each(testBackends())('build transitions (%s)', (backend) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  const { ids, seed } = buildSeed();
  const make = (status: BuildStatus, reason = '') => insertBuild(t.db, { userId: ids.users.en, gameVersionId: ids.versions.current, status, reason });
  const act = (action: string, body: object, who: Staff = staff.reviewer, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/builds/${action}`, body, { token: who.token, lang });
  const audit = (id: number) => t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'builds')
    .where('record_id', '=', String(id)).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  it.each(Object.entries(FROM))('%s: moves every legal state on, with one audit row', async (action, from) => {
    for (const state of from) {
      const id = await make(state, 'old reason');
      const res = await act(action, { id, ...bodyOf(action) });
      expect(res.data).toMatchObject({ id, status: TO[action], version: 2 });
      const rows = await audit(id);
      expect(rows.map((r) => [r.action, r.actor_id])).toEqual([[action, staff.reviewer.id]]);
      expect(rows[0].before).toMatchObject({ status: state });
      expect(rows[0].after).toMatchObject({ status: TO[action] });
    }
  });

  it('approve publishes once, records the reviewer and clears the reason; reject and hide keep theirs trimmed', async () => {
    const id = await make('pending', 'stale');
    const approved = await act('approve', { id });
    expect(approved.data).toMatchObject({ status: 'published', reviewedBy: staff.reviewer.id, reason: '' });
    expect(Date.now() - new Date(approved.data.publishedAt).getTime()).toBeLessThan(60_000);
    const hidden = await act('hide', { id, reason: '  Outdated after a patch ' }, staff.reviewer2);
    expect(hidden.data).toMatchObject({ status: 'hidden', reason: 'Outdated after a patch', reviewedBy: staff.reviewer2.id, publishedAt: approved.data.publishedAt });
    const rejected = await act('reject', { id: await make('pending'), reason: ' Talents do not fit ' });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Talents do not fit' });
  });

  it('needs a reason to reject or hide', async () => {
    for (const [action, state] of [['reject', 'pending'], ['hide', 'published']] as const) {
      const id = await make(state);
      for (const reason of [undefined, '', '   ']) {
        const res = await act(action, { id, reason });
        expect({ action, reason, code: res.code, field: res.data.errors?.[0]?.field }).toEqual({ action, reason, code: -1, field: 'reason' });
      }
      expect(await buildRow(t.db, id)).toMatchObject({ status: state, version: 1 });
    }
  });

  it('refuses every transition from every other state with -5, changing nothing', async () => {
    for (const [action, from] of Object.entries(FROM)) {
      for (const state of STATES.filter((s) => !from.includes(s))) {
        const id = await make(state, 'kept');
        const before = await buildRow(t.db, id);
        const res = await act(action, { id, ...bodyOf(action) });
        expect({ action, state, code: res.code, status: res.status }).toEqual({ action, state, code: -5, status: 409 });
        expect(await buildRow(t.db, id)).toEqual(before);
        expect(await audit(id)).toHaveLength(0);
      }
    }
    const id = await make('published');
    expect((await act('approve', { id }, staff.reviewer, 'zh-CN')).message).toBe('当前状态为“已发布”，不能执行此操作');
  });

  it('two reviewers approving at once: one wins, the other is told of the conflict', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await make('pending');
      const answers = await Promise.all([act('approve', { id }), act('approve', { id }, staff.reviewer2)]);
      expect(answers.map((a) => a.code).sort()).toEqual([-5, 1]);
      const winner = answers[0].code === 1 ? staff.reviewer : staff.reviewer2;
      expect(await buildRow(t.db, id)).toMatchObject({ status: 'published', reviewed_by: winner.id, version: 2 });
      expect((await audit(id)).map((r) => r.actor_id)).toEqual([winner.id]);
    }
  });

  it('approve and reject at once: exactly one happens', async () => {
    const id = await make('pending');
    const answers = await Promise.all([act('approve', { id }), act('reject', { id, reason: 'Too thin' }, staff.reviewer2)]);
    expect(answers.map((a) => a.code).sort()).toEqual([-5, 1]);
    const row = await buildRow(t.db, id);
    expect(row!.status).toBe(answers[0].code === 1 ? 'published' : 'rejected');
    expect(await audit(id)).toHaveLength(1);
  });

  it('an update based on a stale version is refused with -5', async () => {
    const id = await make('draft');
    expect((await act('update', { id, data: { title: 'First' }, version: 1 })).code).toBe(1);
    const stale = await act('update', { id, data: { title: 'Second' }, version: 1 }, staff.reviewer2);
    expect(stale.code).toBe(-5);
    expect(await buildRow(t.db, id)).toMatchObject({ title: 'First', version: 2 });
  });

  it('approve_many approves the pending ones and reports the others with their code', async () => {
    const pending = [await make('pending'), await make('pending')];
    const draft = await make('draft');
    const res = await act('approve_many', { ids: [pending[0], draft, pending[1], 999999] });
    expect(res.data.done).toEqual(pending);
    expect(res.data.failed).toEqual([
      { id: draft, code: -5, message: 'Not allowed while the record is Draft' },
      { id: 999999, code: -4, message: 'Not found' },
    ]);
    for (const id of pending) expect((await audit(id)).map((r) => r.action)).toEqual(['approve']);
    expect(await audit(draft)).toHaveLength(0);
  });

  it('reject_many gives all one reason, in the caller\'s language for the failures', async () => {
    const pending = await make('pending');
    const hidden = await make('hidden');
    const res = await act('reject_many', { ids: [hidden, pending], reason: 'Low effort' }, staff.reviewer, 'zh-CN');
    expect(res.data).toEqual({ done: [pending], failed: [{ id: hidden, code: -5, message: '当前状态为“已隐藏”，不能执行此操作' }] });
    expect(await buildRow(t.db, pending)).toMatchObject({ status: 'rejected', reason: 'Low effort' });
  });

  it('history tells who reviewed what, in order', async () => {
    const id = await make('pending');
    await act('approve', { id });
    await act('hide', { id, reason: 'Reported by users' }, staff.reviewer2);
    const res = await act('history', { id });
    expect(res.data.list.map((e: { action: string; actorId: number }) => [e.action, e.actorId]))
      .toEqual([['hide', staff.reviewer2.id], ['approve', staff.reviewer.id]]);
  });
});
