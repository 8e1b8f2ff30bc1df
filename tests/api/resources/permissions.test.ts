// The permission matrix: every action of every resource is refused (-2) to
// staff without the resource's key, and the refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../../src/access/modules';
import { resources } from '../../../server/modules';
import { actionsOf } from '../../../server/resources/routes';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { auditCount, guideSeed, insertArticle, signInStaff, type GuideIds, type Staff } from '../guide/fixtures';

const EXPECTED_ACTIONS: Record<string, string[]> = {
  guide_categories: ['list', 'get', 'get_many', 'create', 'update', 'delete', 'update_many', 'delete_many', 'export', 'history'],
  articles: [
    'list', 'get', 'get_many', 'create', 'update', 'delete', 'update_many', 'delete_many', 'export',
    'submit', 'submit_many', 'approve', 'approve_many', 'reject', 'reject_many', 'hide', 'hide_many', 'restore', 'restore_many',
    'lookup', 'history',
  ],
  audit_log: ['list', 'get', 'export'],
};

/** A body that would be valid for the action, so only the permission can refuse it. */
function bodyFor(resource: string, action: string, ids: GuideIds, articleId: number, auditId: number): unknown {
  const id = resource === 'articles' ? articleId : resource === 'audit_log' ? auditId : ids.categories.empty;
  const data = resource === 'articles'
    ? { categoryId: ids.categories.child, authorId: ids.authors.alice, title: 'Sneaky' }
    : { name: 'Sneaky' };
  const reason = ['reject', 'hide'].includes(action.replace(/_many$/, '')) ? { reason: 'because' } : {};
  switch (action) {
    case 'list': return { page: 1, pageSize: 20 };
    case 'export': return {};
    case 'get': case 'delete': return { id };
    case 'lookup': return { field: 'authorId', q: 'a' };
    case 'get_many': case 'delete_many': return { ids: [id] };
    case 'create': return { data };
    case 'update': return { id, data, version: 1 };
    case 'update_many': return { ids: [id], data };
    default: return action.endsWith('_many') ? { ids: [id], ...reason } : { id, ...reason };
  }
}

async function snapshot(t: TestApp) {
  return {
    articles: await t.db.selectFrom('articles').selectAll().orderBy('id').execute(),
    categories: await t.db.selectFrom('guide_categories').selectAll().orderBy('id').execute(),
    audit: await auditCount(t.db),
  };
}

describe.each(testBackends())('permission matrix (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor' | 'outsider', Staff>;
  let articleId: number;
  let auditId: number;
  const { ids, seed } = guideSeed();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
    articleId = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'pending' });
    const row = await t.db.selectFrom('audit_log').select('id').orderBy('id').executeTakeFirstOrThrow();
    auditId = Number(row.id);
  });
  afterAll(() => t?.close());

  it('registers exactly the documented actions for each resource', () => {
    expect(Object.fromEntries(resources.map((r) => [r.name, actionsOf(r)]))).toEqual(EXPECTED_ACTIONS);
  });

  it('refuses every action of every resource to staff without the key, changing nothing', async () => {
    const before = await snapshot(t);
    for (const [resource, actions] of Object.entries(EXPECTED_ACTIONS)) {
      for (const action of actions) {
        const res = await t.call(`/mdr/${resource}/${action}`, bodyFor(resource, action, ids, articleId, auditId), { token: staff.outsider.token });
        expect({ resource, action, code: res.code, status: res.status }).toEqual({ resource, action, code: -2, status: 403 });
        expect(res.headers['content-type']).toContain('application/json');
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses audit_log to a role "user" even when every key (and "*") is in their modules', async () => {
    const s = await t.createStaff({ username: 'keyholder', role: 'user', modules: [...PERMISSION_KEYS, '*'] });
    const token = await t.login(s.username, s.password);
    const before = await snapshot(t);
    for (const action of EXPECTED_ACTIONS.audit_log) {
      const res = await t.call(`/mdr/audit_log/${action}`, bodyFor('audit_log', action, ids, articleId, auditId), { token });
      expect({ action, code: res.code }).toEqual({ action, code: -2 });
    }
    expect(await snapshot(t)).toEqual(before);
    // …while the guide resources are open to them
    expect((await t.call('/mdr/articles/list', {}, { token })).code).toBe(1);
  });

  it('opens the guide resources to staff with mdr.wow.guide and the audit log to role "*"', async () => {
    for (const resource of ['guide_categories', 'articles']) {
      expect((await t.call(`/mdr/${resource}/list`, {}, { token: staff.editor.token })).code).toBe(1);
    }
    const audit = await t.call('/mdr/audit_log/list', {}, { token: staff.admin.token });
    expect(audit.code).toBe(1);
    expect(audit.data.total).toBeGreaterThan(0);
  });

  it('asks for sign-in (-3) without a token, before looking at the body', async () => {
    const res = await t.call('/mdr/articles/approve', { id: 'not-even-a-number' });
    expect(res.code).toBe(-3);
    expect(res.data).toEqual({ relogin: true });
  });

  it('has no mutation routes on audit_log (-4)', async () => {
    for (const action of ['create', 'update', 'delete', 'update_many', 'delete_many', 'get_many']) {
      const res = await t.call(`/mdr/audit_log/${action}`, { id: auditId, ids: [auditId], data: {} }, { token: staff.admin.token });
      expect({ action, code: res.code }).toEqual({ action, code: -4 });
    }
  });
});
