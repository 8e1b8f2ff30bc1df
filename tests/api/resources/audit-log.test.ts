// audit_log as a read-only resource (key audit_log.read): newest first, the filters of docs/api.md "The audit log"
// (Beijing days, outcome, ip), bad filters, the key, money inside rows by the reader's keys, get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, signInStaff, type Staff } from '../guide/fixtures';

type Entry = { id: number; action: string; resource: string; recordId: string | null; actorId: number | null; outcome: string; [k: string]: unknown };

// a refusal on a Beijing morning (UTC the evening before) and a refund late on the Beijing day before it
const DENIED = { action: 'denied', resource: 'roles', record_id: '3', ip: '10.1.2.3', created_at: new Date('2026-03-01T16:30:00Z'),
  after: { action: 'roles.update', lacking: ['orders.refund'] } };
const REFUND = { action: 'refund', resource: 'orders', record_id: '77', ip: '10.9.9.9', created_at: new Date('2026-03-01T15:30:00Z'),
  before: { status: 'paid', refundedCents: 0 }, after: { status: 'refunded', refundedCents: 500 } };

describe.each(testBackends())('audit_log resource (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor' | 'editor2', Staff>;
  let articleId: number;
  const { ids, seed } = guideSeed();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
    articleId = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'draft', title: 'Audited' });
    await t.call('/mdr/articles/submit', { id: articleId }, { token: staff.editor.token });
    await t.call('/mdr/articles/approve', { id: articleId }, { token: staff.editor2.token });
    await t.call('/mdr/guide_categories/update', { id: ids.categories.empty, data: { visible: false }, version: 1 }, { token: staff.editor.token });
    for (const { before, after, ...row } of [REFUND, { ...DENIED, before: null }]) {
      await t.db.insertInto('audit_log').values({ ...row, before: before && JSON.stringify(before), after: JSON.stringify(after),
        actor_id: staff.editor.id, actor_name: 'editor', user_agent: '', request_id: 'r' }).execute();
    }
  });
  afterAll(() => t?.close());

  const list = async (body: object) => {
    const res = await t.call('/mdr/audit_log/list', body, { token: staff.admin.token });
    expect(res.code).toBe(1);
    return res.data as { list: Entry[]; total: number };
  };

  it('lists newest first by default', async () => {
    const { list: entries, total } = await list({ pageSize: 100 });
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
    expect(entries[2]).toMatchObject({ action: 'update', resource: 'guide_categories', recordId: String(ids.categories.empty), outcome: 'allowed' });
    expect(total).toBe(entries.length);
    const oldest = await list({ sort: 'createdAt', order: 'ASC', pageSize: 1 });
    // the refund row was inserted last but happened first: the time sorts, not the id
    expect(oldest.list[0].action).toBe('refund');
  });

  it('filters by resource, record (as text or number), actor and action', async () => {
    const byRecord = await list({ filter: { resource: 'articles', recordId: articleId } });
    expect(byRecord.list.map((e) => e.action)).toEqual(['approve', 'submit']);
    expect((await list({ filter: { resource: 'articles', recordId: String(articleId) } })).total).toBe(2);
    const byActor = await list({ filter: { actorId: staff.editor2.id, resource: 'articles' } });
    expect(byActor.list.map((e) => e.action)).toEqual(['approve']);
    expect((await list({ filter: { action: 'update' } })).list.map((e) => e.resource)).toEqual(['guide_categories']);
    expect((await list({ filter: { actorId: staff.editor.id, ip: '10.1.2.3' } })).list.map((e) => e.action)).toEqual(['denied']);
    expect((await list({ filter: { resource: 'sessions', action: 'login' } })).total).toBe(4);
  });

  it('gets one entry with its before and after records', async () => {
    const [entry] = (await list({ filter: { action: 'approve' } })).list;
    const res = await t.call('/mdr/audit_log/get', { id: entry.id }, { token: staff.admin.token });
    expect(res.data).toMatchObject({
      id: entry.id, actorId: staff.editor2.id, actorName: 'editor2', resource: 'articles', recordId: String(articleId),
      before: { status: 'pending', version: 2 }, after: { status: 'published', version: 3, reviewedBy: staff.editor2.id },
      ip: '127.0.0.1',
    });
    expect(res.data.requestId).toMatch(/\S/);
    expect(new Date(res.data.createdAt).toISOString()).toBe(res.data.createdAt);
  });

  it('filters by outcome and by Beijing day', async () => {
    const all = (await list({ pageSize: 1 })).total;
    const denied = await list({ filter: { outcome: 'denied' } });
    expect(denied.list).toEqual([expect.objectContaining({ action: 'denied', outcome: 'denied', after: DENIED.after })]);
    expect((await list({ filter: { outcome: 'allowed' } })).total).toBe(all - 1);
    // 16:30 UTC is the next Beijing day (00:30): each row falls on its own Beijing day
    const onDay = async (day: string) => (await list({ filter: { createdFrom: day, createdTo: day } })).list.map((e) => e.action);
    expect(await onDay('2026-03-02')).toEqual(['denied']);
    expect(await onDay('2026-03-01')).toEqual(['refund']);
    expect((await list({ filter: { createdFrom: '2026-03-01', createdTo: '2026-03-02', outcome: 'allowed' } })).total).toBe(1);
  });

  it('refuses a bad filter with -1 naming it, and a member without audit_log.read with -2', async () => {
    for (const [filter, field] of [[{ outcome: 'maybe' }, 'filter.outcome'], [{ createdFrom: '2026-02-30x' }, 'filter.createdFrom'],
      [{ actorId: 'root' }, 'filter.actorId'], [{ action: 'x'.repeat(61) }, 'filter.action']] as const) {
      const res = await t.call('/mdr/audit_log/list', { filter }, { token: staff.admin.token });
      expect(res.code, JSON.stringify(filter)).toBe(-1);
      expect(res.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    // holding the module's other keys (users, admins) is not the audit log's
    const member = await t.createStaff({ username: 'staffer', modules: ['users.read', 'admins.read', 'audit_log.export'] });
    const token = await t.login('staffer', member.password);
    expect((await t.call('/mdr/audit_log/list', {}, { token })).code).toBe(-2);
    expect((await t.call('/mdr/audit_log/get', { id: 1 }, { token })).code).toBe(-2);
  });

  it('shows money inside a row only to readers of that money, in answers and the export', async () => {
    const auditor = await t.createStaff({ username: 'auditor', modules: ['audit_log.read', 'audit_log.export', 'orders.read'] });
    const clerk = await t.createStaff({ username: 'clerk', modules: ['audit_log.read', 'audit_log.export'] });
    const rowAs = async (token: string) => (await t.call('/mdr/audit_log/list', { filter: { resource: 'orders' } }, { token })).data.list[0];
    expect(await rowAs(await t.login('auditor', auditor.password))).toMatchObject({ before: REFUND.before, after: REFUND.after });
    const clerkToken = await t.login('clerk', clerk.password);
    const seen = await rowAs(clerkToken);
    expect(seen.after).toEqual({ status: 'refunded' });
    expect(seen.before).toEqual({ status: 'paid' });
    const csv = await t.call('/mdr/audit_log/export', { filter: { resource: 'orders' } }, { token: clerkToken });
    expect(String(csv.body)).toContain('refunded');
    expect(String(csv.body)).not.toContain('refundedCents');
  });
});
