// A write and its audit row commit together or not at all, and two staff acting
// on one record at once never both win.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { article, auditCount, auditRows, guideSeed, insertArticle, signInStaff, type Staff } from '../guide/fixtures';

describe.each(testBackends())('transactions (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor' | 'editor2', Staff>;
  const { ids, seed } = guideSeed(async (db) => {
    // Test-only failures inside the write's transaction:
    // - a CHECK constraint: the UPDATE itself fails (before the audit row);
    // - a deferred constraint trigger: fails at COMMIT, after the audit row was written;
    // - a BEFORE DELETE trigger: fails on the second record of a batch.
    await sql`ALTER TABLE articles ADD CONSTRAINT test_no_forbidden_title CHECK (title <> 'forbidden')`.execute(db);
    await sql`CREATE FUNCTION test_fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title = 'explode at commit' OR (NEW.title = 'explode when published' AND NEW.status = 'published') THEN RAISE EXCEPTION 'test: commit refused'; END IF; RETURN NEW; END $$`.execute(db);
    await sql`CREATE CONSTRAINT TRIGGER test_fail_at_commit AFTER INSERT OR UPDATE ON articles
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_fail_at_commit()`.execute(db);
    await sql`CREATE FUNCTION test_undeletable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.title = 'undeletable' THEN RAISE EXCEPTION 'test: delete refused'; END IF; RETURN OLD; END $$`.execute(db);
    await sql`CREATE TRIGGER test_undeletable BEFORE DELETE ON articles FOR EACH ROW EXECUTE FUNCTION test_undeletable()`.execute(db);
  });
  const newArticle = (status: 'draft' | 'pending' = 'draft', title?: string) =>
    insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status, title });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  it('an update the database refuses leaves no change and no audit row (code 0 with a request id, no stack)', async () => {
    const id = await newArticle('draft', 'Keep me');
    const res = await t.call('/mdr/articles/update', { id, data: { title: 'forbidden' }, version: 1 }, { token: staff.editor.token });
    expect(res).toMatchObject({ status: 500, code: 0, data: { requestId: res.headers['x-request-id'] } });
    expect(res.body).not.toMatch(/test_no_forbidden_title|at .*\.ts/);
    expect(await article(t.db, id)).toMatchObject({ title: 'Keep me', version: 1 });
    expect(await auditRows(t.db, 'articles', id)).toHaveLength(0);
  });

  it('a commit that fails after the audit row was written rolls the audit row back too', async () => {
    const id = await newArticle('draft', 'Before');
    const res = await t.call('/mdr/articles/update', { id, data: { title: 'explode at commit' }, version: 1 }, { token: staff.editor.token });
    expect(res.code).toBe(0);
    expect(await article(t.db, id)).toMatchObject({ title: 'Before', version: 1 });
    expect(await auditRows(t.db, 'articles', id)).toHaveLength(0);
  });

  it('a create that fails at commit leaves neither the row nor an audit row', async () => {
    const audits = await auditCount(t.db);
    const res = await t.call('/mdr/articles/create', {
      data: { categoryId: ids.categories.child, authorId: ids.authors.alice, title: 'explode at commit' },
    }, { token: staff.editor.token });
    expect(res.code).toBe(0);
    expect(await t.db.selectFrom('articles').select('id').where('title', '=', 'explode at commit').execute()).toHaveLength(0);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('delete_many failing on its second record keeps the first one and its audit trail unchanged', async () => {
    const a = await newArticle('draft', 'deletable');
    const b = await newArticle('draft', 'undeletable');
    const res = await t.call('/mdr/articles/delete_many', { ids: [a, b] }, { token: staff.editor.token });
    expect(res.code).toBe(0);
    expect(await article(t.db, a)).toBeDefined();
    expect(await article(t.db, b)).toBeDefined();
    expect(await auditRows(t.db, 'articles', a)).toHaveLength(0);
  });

  it('a transition failing at commit leaves the state and the audit log as they were', async () => {
    const id = await newArticle('pending', 'explode when published');
    const res = await t.call('/mdr/articles/approve', { id }, { token: staff.editor.token });
    expect(res.code).toBe(0);
    expect(await article(t.db, id)).toMatchObject({ status: 'pending', version: 1, reviewed_by: null });
    expect(await auditRows(t.db, 'articles', id)).toHaveLength(0);
  });

  it('a bulk transition keeps the records done before an unexpected failure and reports it as code 0', async () => {
    const ok = await newArticle('pending');
    const bad = await newArticle('pending', 'explode when published');
    const res = await t.call('/mdr/articles/approve_many', { ids: [ok, bad] }, { token: staff.editor.token, lang: 'en-US' });
    expect(res.code).toBe(1);
    expect(res.data.done).toEqual([ok]);
    expect(res.data.failed).toEqual([{ id: bad, code: 0, message: expect.stringMatching(/server/) }]);
    expect(await article(t.db, ok)).toMatchObject({ status: 'published' });
    expect(await article(t.db, bad)).toMatchObject({ status: 'pending', version: 1 });
    expect(await auditRows(t.db, 'articles', bad)).toHaveLength(0);
  });

  it('two staff approving the same article at once: one succeeds, the other gets -5, one audit row', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newArticle('pending');
      const [a, b] = await Promise.all([
        t.call('/mdr/articles/approve', { id }, { token: staff.editor.token }),
        t.call('/mdr/articles/approve', { id }, { token: staff.editor2.token }),
      ]);
      expect([a.code, b.code].sort()).toEqual([-5, 1]);
      const winner = a.code === 1 ? staff.editor : staff.editor2;
      expect(await article(t.db, id)).toMatchObject({ status: 'published', version: 2, reviewed_by: winner.id });
      const rows = await auditRows(t.db, 'articles', id);
      expect(rows.map((r) => [r.action, r.actor_id])).toEqual([['approve', winner.id]]);
    }
  });

  it('approve and reject racing on one article: exactly one applies', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newArticle('pending');
      const [a, b] = await Promise.all([
        t.call('/mdr/articles/approve', { id }, { token: staff.editor.token }),
        t.call('/mdr/articles/reject', { id, reason: 'Needs sources' }, { token: staff.editor2.token }),
      ]);
      expect([a.code, b.code].sort()).toEqual([-5, 1]);
      const row = await article(t.db, id);
      expect(row!.status).toBe(a.code === 1 ? 'published' : 'rejected');
      expect(row!.version).toBe(2);
      expect(await auditRows(t.db, 'articles', id)).toHaveLength(1);
    }
  });

  it('bulk approvals overlapping on the same records: each record approved once', async () => {
    const shared = [await newArticle('pending'), await newArticle('pending'), await newArticle('pending')];
    const [a, b] = await Promise.all([
      t.call('/mdr/articles/approve_many', { ids: shared }, { token: staff.editor.token }),
      t.call('/mdr/articles/approve_many', { ids: [...shared].reverse() }, { token: staff.editor2.token }),
    ]);
    expect([...a.data.done, ...b.data.done].sort()).toEqual([...shared].sort());
    expect([...a.data.failed, ...b.data.failed].map((f: { code: number }) => f.code)).toEqual([-5, -5, -5]);
    for (const id of shared) expect(await auditRows(t.db, 'articles', id)).toHaveLength(1);
  });
});
