// Saved list views as staff use them: private to their owner, shared with a
// role for its holders, changed and deleted by the owner alone, every write
// audited, and never carrying a filter or sort the list would refuse its reader.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/modules/session';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';

interface Who { id: number; token: string }

describe.each(testBackends())('saved list views (%s)', (backend) => {
  let t: TestApp;
  let reviewers: number;
  let finance: number;
  let ana: Who; // reviewer, may share
  let ben: Who; // reviewer, may not share
  let cai: Who; // finance only
  let dan: Who; // reads author traffic without its money figures
  let root: Who;

  const as = (who: Who, action: string, body: object, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/list_views/${action}`, body, { token: who.token, lang });
  const names = async (who: Who, resource: string) => {
    const res = await as(who, 'list', { resource });
    expect(res.code).toBe(1);
    return (res.data.list as { name: string }[]).map((v) => v.name);
  };
  const create = async (who: Who, body: object) => {
    const res = await as(who, 'create', body);
    expect(res.code, res.message).toBe(1);
    return res.data as { id: number; version: number };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    reviewers = await roleWith(t, 'Reviewers', ['articles.read', 'orders.read']);
    finance = await roleWith(t, 'Money', ['orders.read', 'author_traffic.read', 'author_traffic.read_money']);
    ana = await sessionFor(t, { roles: [reviewers], modules: ['list_views.share'] });
    ben = await sessionFor(t, { roles: [reviewers] });
    cai = await sessionFor(t, { roles: [finance] });
    dan = await sessionFor(t, { roles: [reviewers], modules: ['author_traffic.read'] });
    root = await sessionFor(t, { role: '*' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => { await t.db.deleteFrom('list_views').execute(); });

  it('shows a private view to its owner only and a shared one to the role\'s holders, in every browser of theirs', async () => {
    await create(ana, { resource: 'orders', name: 'Mine', filters: { status: 'paid' }, sort: 'createdAt', order: 'ASC' });
    await create(ana, { resource: 'orders', name: 'Team', filters: { payChannel: 'wechat' }, sharedWithRole: reviewers });
    await create(ben, { resource: 'orders', name: 'Bens', columns: { hidden: ['userName'], ranks: [1, 0] } });
    expect(await names(ana, 'orders')).toEqual(['Mine', 'Team']);
    expect(await names(ben, 'orders')).toEqual(['Bens', 'Team']);
    expect(await names(cai, 'orders')).toEqual([]);
    // a new session of the same person (another browser, after signing out) sees the same
    const again = await t.call('/mdr/list_views/list', { resource: 'orders' }, { token: (await sessionForSame(ana)).token });
    expect((again.data.list as { name: string }[]).map((v) => v.name)).toEqual(['Mine', 'Team']);
    const team = (await as(ben, 'list', { resource: 'orders' })).data.list.find((v: { name: string }) => v.name === 'Team');
    expect(team).toMatchObject({ filters: { payChannel: 'wechat' }, sort: null, mine: false, sharedWithRole: reviewers, sharedWithRoleName: 'Reviewers' });
    const mine = (await as(ana, 'list', { resource: 'orders' })).data.list[0];
    expect(mine).toMatchObject({ name: 'Mine', filters: { status: 'paid' }, sort: 'createdAt', order: 'ASC', mine: true, sharedWithRole: null });
    // views belong to one list
    expect(await names(ana, 'articles')).toEqual([]);
  });

  /** a second session of the same account: another browser, or signing in again after signing out */
  const sessionForSame = async (who: Who) => {
    const token = `again-${who.id}-${Date.now()}`;
    await t.db.insertInto('sessions').values({ admin_id: who.id, token_hash: hashToken(token), expires_at: sql<Date>`now() + interval '1 hour'` }).execute();
    return { token };
  };

  it('lets only the owner rename, change, share or delete a view (-4 for anyone else), and audits each change', async () => {
    const team = await create(ana, { resource: 'orders', name: 'Team', sharedWithRole: reviewers });
    const audits = () => t.db.selectFrom('audit_log').select(['action', 'actor_id']).where('resource', '=', 'list_views')
      .where('record_id', '=', String(team.id)).orderBy('id').execute();
    expect((await as(ben, 'update', { id: team.id, name: 'Hijacked' })).code).toBe(-4);
    expect((await as(ben, 'delete', { id: team.id })).code).toBe(-4);
    expect((await as(root, 'update', { id: team.id, filters: {} })).code).toBe(-4);
    expect((await as(root, 'share', { id: team.id, sharedWithRole: null })).code).toBe(-4);
    expect((await as(ana, 'update', { id: 999_999, name: 'x' })).code).toBe(-4);
    const renamed = await as(ana, 'update', { id: team.id, version: team.version, name: 'Team A', filters: { status: 'refunded' } });
    expect(renamed.data).toMatchObject({ name: 'Team A', filters: { status: 'refunded' }, version: team.version + 1 });
    expect((await as(ana, 'update', { id: team.id, version: team.version, name: 'stale' })).code).toBe(-5);
    expect((await as(ana, 'share', { id: team.id, sharedWithRole: null })).data.sharedWithRole).toBeNull();
    expect(await names(ben, 'orders')).toEqual([]);
    expect((await as(ana, 'delete', { id: team.id })).code).toBe(1);
    expect(await names(ana, 'orders')).toEqual([]);
    expect(await audits()).toEqual(['create', 'update', 'share', 'delete'].map((action) => ({ action, actor_id: ana.id })));
  });

  it('answers another person\'s view id exactly as an id nobody has, so ids tell nothing', async () => {
    const theirs = await create(cai, { resource: 'orders', name: 'Private' });
    const missing = theirs.id + 1000;
    const answer = async (action: string, body: object) => {
      const { status, code, message, data } = await as(ana, action, body);
      return { status, code, message, data };
    };
    for (const [action, body] of [['update', { name: 'x' }], ['delete', {}], ['share', { sharedWithRole: null }]] as const) {
      const other = await answer(action, { id: theirs.id, ...body });
      expect(other, action).toEqual(await answer(action, { id: missing, ...body }));
      expect(other.code, action).toBe(-4);
    }
    expect(await names(cai, 'orders')).toEqual(['Private']);
  });

  it('needs list_views.share to share, at creation as later (-2)', async () => {
    expect((await as(ben, 'create', { resource: 'orders', name: 'Shared', sharedWithRole: reviewers })).code).toBe(-2);
    const own = await create(ben, { resource: 'orders', name: 'Own' });
    expect((await as(ben, 'share', { id: own.id, sharedWithRole: reviewers })).code).toBe(-2);
    expect((await as(ben, 'roles', {})).code).toBe(-2);
    expect((await as(ana, 'roles', {})).data.list).toEqual(expect.arrayContaining([{ id: reviewers, name: 'Reviewers' }]));
    expect(await names(ana, 'orders')).toEqual([]);
  });

  it('refuses bad input with -1 naming the field, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ resource: 'orders', name: '' }, 'name'],
      [{ resource: 'orders', name: 'x'.repeat(41) }, 'name'],
      [{ resource: 'orders', name: '   ' }, 'name'],
      [{ resource: 'orders' }, 'name'],
      [{ resource: 'nothing_here', name: 'x' }, 'resource'],
      [{ resource: 'orders', name: 'x', filters: { amountCents: 5 } }, 'filters.amountCents'],
      [{ resource: 'orders', name: 'x', filters: { status: 'lost' } }, 'filters.status'],
      [{ resource: 'orders', name: 'x', sort: 'userName' }, 'sort'],
      [{ resource: 'orders', name: 'x', order: 'UP' }, 'order'],
      [{ resource: 'orders', name: 'x', columns: { hidden: ['a b'] } }, 'columns.hidden.0'],
      [{ resource: 'orders', name: 'x', sharedWithRole: 999_999 }, 'sharedWithRole'],
      [{ resource: 'orders', name: 'x', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await as(root, 'create', body);
      expect({ body, code: res.code, fields: (res.data?.errors ?? []).map((e: { field: string }) => e.field) })
        .toEqual({ body, code: -1, fields: [field] });
    }
    await create(ana, { resource: 'orders', name: 'Taken' });
    const dup = await as(ana, 'create', { resource: 'orders', name: ' Taken ' });
    expect([dup.code, dup.data?.errors?.[0]?.field]).toEqual([-1, 'name']);
    expect(dup.message).toContain('Taken');
    expect(await names(ana, 'orders')).toEqual(['Taken']);
  });

  it('refuses a filter or sort the reader may not use, and hides a shared view carrying one', async () => {
    // a money figure: sorting author traffic by income needs author_traffic.read_money
    const refused = await as(dan, 'create', { resource: 'author_traffic', name: 'By income', sort: 'incomeCents', order: 'DESC' });
    expect([refused.code, refused.data?.errors?.[0]?.field]).toEqual([-1, 'sort']);
    // a list the reader may not read at all
    expect((await as(ben, 'create', { resource: 'author_traffic', name: 'x' })).code).toBe(-2);
    expect((await as(ben, 'list', { resource: 'author_traffic' })).code).toBe(-2);
    // a finance colleague who sees money shares such a view with a role dan holds: dan is not offered it
    const cfo = await sessionFor(t, { roles: [finance], modules: ['list_views.share'] });
    await create(cfo, { resource: 'author_traffic', name: 'By income', sort: 'incomeCents', order: 'DESC', sharedWithRole: reviewers });
    await create(cfo, { resource: 'author_traffic', name: 'By day', sort: 'day', order: 'DESC', sharedWithRole: reviewers });
    expect(await names(dan, 'author_traffic')).toEqual(['By day']);
  });

  it('keeps views of the review queue: its tab, for readers of the queue', async () => {
    const reviewer = await sessionFor(t, { modules: ['review_queue.read', 'articles.read', 'articles.approve'] });
    const tab = await as(reviewer, 'create', { resource: 'review_queue', name: 'Articles', filters: { type: 'articles' } });
    expect(tab.data).toMatchObject({ resource: 'review_queue', filters: { type: 'articles' }, sort: null });
    const bad = await as(reviewer, 'create', { resource: 'review_queue', name: 'Nothing', filters: { type: 'nothing' } });
    expect([bad.code, bad.data?.errors?.[0]?.field]).toEqual([-1, 'filters.type']);
    const sorted = await as(reviewer, 'create', { resource: 'review_queue', name: 'Sorted', sort: 'id' });
    expect([sorted.code, sorted.data?.errors?.[0]?.field]).toEqual([-1, 'sort']);
    expect((await as(cai, 'list', { resource: 'review_queue' })).code).toBe(-2);
    expect(await names(reviewer, 'review_queue')).toEqual(['Articles']);
  });

  it('keeps at most 50 views per person (-5)', async () => {
    await t.db.insertInto('list_views').values(Array.from({ length: 50 }, (_, i) => ({
      owner_id: ben.id, resource: 'orders', name: `v${i}`, filters: '{}', columns: '{}',
    }))).execute();
    const res = await as(ben, 'create', { resource: 'orders', name: 'one more' });
    expect(res.code).toBe(-5);
    expect(res.message).toContain('50');
  });
});
