// The article review workflow: each transition's effects and audit row, every
// illegal transition refused with -5 and nothing changed, and bulk transitions
// splitting done and failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleStatus } from '../../../server/modules/guide';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { article, auditRows, guideSeed, insertArticle, signInStaff, stored, type Staff } from './fixtures';

const FROM: Record<string, ArticleStatus[]> = {
  submit: ['draft', 'rejected'],
  approve: ['pending'],
  reject: ['pending'],
  hide: ['published'],
  restore: ['hidden'],
};
const STATES: ArticleStatus[] = ['draft', 'pending', 'published', 'rejected', 'hidden'];
const bodyOf = (action: string) => (action === 'reject' || action === 'hide' ? { reason: '  Copied from another site  ' } : {});

describe.each(testBackends())('article transitions (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'editor' | 'editor2', Staff>;
  const { ids, seed } = guideSeed();
  const make = (status: ArticleStatus, extra: { publishedAt?: Date | null; reason?: string } = {}) =>
    insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status, ...extra });
  const act = (action: string, body: object, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/articles/${action}`, body, { token: staff.editor.token, lang });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  it('submit: draft and rejected go to pending', async () => {
    for (const from of FROM.submit) {
      const id = await make(from, { reason: from === 'rejected' ? 'old reason' : '' });
      const res = await act('submit', { id });
      expect(res.data).toMatchObject({ id, status: 'pending', version: 2 });
      const [row] = await auditRows(t.db, 'articles', id);
      expect(row).toMatchObject({ action: 'submit', actor_id: staff.editor.id });
      expect(row.before).toMatchObject({ status: from, version: 1 });
      expect(row.after).toEqual(stored(res.data));
    }
  });

  it('approve: publishes, stamps publishedAt once, records the reviewer and clears the reason', async () => {
    const fresh = await make('pending', { reason: 'stale' });
    const res = await act('approve', { id: fresh });
    expect(res.data).toMatchObject({ status: 'published', reviewedBy: staff.editor.id, reason: '' });
    expect(Date.now() - new Date(res.data.publishedAt).getTime()).toBeLessThan(60_000);
    const earlier = new Date('2024-02-03T04:05:06.000Z');
    const republished = await make('pending', { publishedAt: earlier });
    expect((await act('approve', { id: republished })).data.publishedAt).toBe(earlier.toISOString());
  });

  it('reject: needs a reason, stores it trimmed with the reviewer', async () => {
    const id = await make('pending');
    const res = await act('reject', { id, reason: '  Copied from another site  ' });
    expect(res.data).toMatchObject({ status: 'rejected', reason: 'Copied from another site', reviewedBy: staff.editor.id });
    expect((await auditRows(t.db, 'articles', id)).map((r) => r.action)).toEqual(['reject']);
  });

  it('hide and restore: published ⇄ hidden, keeping publishedAt', async () => {
    const published = new Date('2024-06-01T10:00:00.000Z');
    const id = await make('published', { publishedAt: published });
    const hidden = await act('hide', { id, reason: 'Outdated after patch 11.1' });
    expect(hidden.data).toMatchObject({ status: 'hidden', reason: 'Outdated after patch 11.1', publishedAt: published.toISOString() });
    const restored = await act('restore', { id });
    expect(restored.data).toMatchObject({ status: 'published', reason: '', publishedAt: published.toISOString(), version: 3 });
    expect((await auditRows(t.db, 'articles', id)).map((r) => r.action)).toEqual(['hide', 'restore']);
  });

  it('refuses every transition from every other state with -5, changing nothing', async () => {
    for (const [action, from] of Object.entries(FROM)) {
      for (const state of STATES.filter((s) => !from.includes(s))) {
        const id = await make(state, { reason: 'kept' });
        const before = await article(t.db, id);
        const res = await act(action, { id, ...bodyOf(action) });
        expect({ action, state, code: res.code, status: res.status }).toEqual({ action, state, code: -5, status: 409 });
        expect(res.message).toMatch(/^Not allowed while the record is \S/);
        expect(await article(t.db, id)).toEqual(before);
        expect(await auditRows(t.db, 'articles', id)).toHaveLength(0);
      }
    }
  });

  it('names the current state in the refusal, in the caller\'s language', async () => {
    const id = await make('published');
    expect((await act('approve', { id }, 'zh-CN')).message).toBe('当前状态为“已发布”，不能执行此操作');
    expect((await act('approve', { id }, 'en-US')).message).toBe('Not allowed while the record is Published');
  });

  it('approve_many: approves the pending ones, reports the others with their code', async () => {
    const pending = [await make('pending'), await make('pending')];
    const draft = await make('draft');
    const published = await make('published');
    const res = await act('approve_many', { ids: [pending[0], draft, pending[1], published, 999999] });
    expect(res.code).toBe(1);
    expect(res.data.done).toEqual(pending);
    expect(res.data.failed).toEqual([
      { id: draft, code: -5, message: 'Not allowed while the record is Draft' },
      { id: published, code: -5, message: 'Not allowed while the record is Published' },
      { id: 999999, code: -4, message: 'Not found' },
    ]);
    for (const id of pending) {
      expect(await article(t.db, id)).toMatchObject({ status: 'published', reviewed_by: staff.editor.id });
      expect((await auditRows(t.db, 'articles', id)).map((r) => r.action)).toEqual(['approve']);
    }
    expect(await article(t.db, draft)).toMatchObject({ status: 'draft', version: 1 });
    expect(await auditRows(t.db, 'articles', draft)).toHaveLength(0);
  });

  it('reject_many: one reason for all, wrong states fail alone', async () => {
    const pending = await make('pending');
    const hidden = await make('hidden');
    const res = await act('reject_many', { ids: [hidden, pending], reason: 'Low effort' }, 'zh-CN');
    expect(res.data).toEqual({ done: [pending], failed: [{ id: hidden, code: -5, message: '当前状态为“已隐藏”，不能执行此操作' }] });
    expect(await article(t.db, pending)).toMatchObject({ status: 'rejected', reason: 'Low effort' });
  });

  it('each bulk transition records one audit row per record done', async () => {
    for (const [action, from] of Object.entries(FROM)) {
      const recs = [await make(from[0]), await make(from[0])];
      const res = await act(`${action}_many`, { ids: recs, ...bodyOf(action) });
      expect({ action, done: res.data.done, failed: res.data.failed }).toEqual({ action, done: recs, failed: [] });
      for (const id of recs) {
        const rows = await auditRows(t.db, 'articles', id);
        expect(rows.map((r) => [r.action, r.request_id])).toEqual([[action, res.headers['x-request-id']]]);
      }
    }
  });
});
