// Builds: what a write must be (a spec of its class, a known version, gear items
// of that version, a talent export string), the role following the spec, and
// nothing written when anything is wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { buildRow, buildSeed, insertBuild, signInStaff, TALENTS, type Staff } from './fixtures';

describe.each(testBackends())('builds (%s)', (backend) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  const { ids, seed } = buildSeed();
  const call = (path: string, body: object, who: Staff = staff.reviewer, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/builds/${path}`, body, { token: who.token, lang });
  const valid = () => ({
    authorId: ids.users.zh, title: '  冰霜法师 大秘境通用配装 ', wowClass: 'mage', spec: 'frost', gameVersionId: ids.versions.current,
    talentString: TALENTS, gear: { head: 212005, main_hand: 225578 }, description: '<p>急速优先<script>alert(1)</script></p>',
  });
  const counts = async () => ({
    builds: (await t.db.selectFrom('builds').select('id').execute()).length,
    audit: (await t.db.selectFrom('audit_log').select('id').where('resource', '=', 'builds').execute()).length,
  });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  it('creates a draft with the role of its spec, the gear as sent and the description sanitised', async () => {
    const res = await call('create', { data: { ...valid(), wowClass: 'priest', spec: 'holy' } });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      title: '冰霜法师 大秘境通用配装', wowClass: 'priest', spec: 'holy', role: 'healer', status: 'draft', authorName: '冰霜大师',
      gameVersionName: '11.2.7', gear: { head: 212005, main_hand: 225578 }, description: '<p>急速优先</p>', views: 0, version: 1,
    });
    const [audit] = await t.db.selectFrom('audit_log').selectAll().where('resource', '=', 'builds').where('record_id', '=', String(res.data.id)).execute();
    expect(audit).toMatchObject({ action: 'create', actor_id: staff.reviewer.id });
  });

  const refusals: [string, Record<string, unknown>, string, RegExp][] = [
    ['a spec of another class', { wowClass: 'warrior', spec: 'frost' }, 'data.spec', /frost is not one of the warrior/],
    ['an unknown spec', { spec: 'fury-ish' }, 'data.spec', /one of/],
    ['an unknown class', { wowClass: 'bard' }, 'data.wowClass', /one of/],
    ['an unknown slot', { gear: { head: 212005, tabard: 212060 } }, 'data.gear.tabard', /./],
    ['an item id that is not a number', { gear: { head: '212005' } }, 'data.gear.head', /./],
    ['an item missing from the version', { gear: { head: 212005, neck: 424242 } }, 'data.gear.neck', /Item 424242 does not exist/],
    ['an item of a later version only', { gameVersionId: 0, gear: { head: 212005 } }, 'data.gear.head', /Item 212005/],
    ['a spell id as gear', { gear: { trinket1: 999001 } }, 'data.gear.trinket1', /Item 999001/],
    ['a talent string with spaces', { talentString: 'CQkAAAAAAAAA AAAAAAAAAAAAAAAAAAAAAA' }, 'data.talentString', /./],
    ['a talent string too short to be one', { talentString: 'CQkAAAA' }, 'data.talentString', /./],
    ['base64 padding', { talentString: `${TALENTS}==` }, 'data.talentString', /./],
    ['an unknown game version', { gameVersionId: 987654 }, 'data.gameVersionId', /game version does not exist/],
    ['an unknown author', { authorId: 987654 }, 'data.authorId', /user does not exist/],
    ['a blank title', { title: '   ' }, 'data.title', /./],
    ['a role (it follows the spec)', { role: 'tank' }, 'data.role', /./],
  ];
  it.each(refusals)('refuses %s with -1 naming the field, writing nothing', async (_what, change, field, message) => {
    const before = await counts();
    const data = { ...valid(), ...change };
    if (change.gameVersionId === 0) data.gameVersionId = ids.versions.old;
    const res = await call('create', { data });
    expect({ code: res.code, status: res.status }).toEqual({ code: -1, status: 400 });
    const error = res.data.errors.find((e: { field: string }) => e.field === field);
    expect(error, JSON.stringify(res.data.errors)).toBeDefined();
    expect(error.message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('takes an item from an earlier version: it is still in the game', async () => {
    const res = await call('create', { data: { ...valid(), gear: { head: 212005, neck: 190001, finger1: 212060 } } });
    expect(res.data.gear).toEqual({ head: 212005, neck: 190001, finger1: 212060 });
  });

  it('says which spec and class do not match in Chinese too', async () => {
    const res = await call('create', { data: { ...valid(), wowClass: 'warrior', spec: 'holy' } }, staff.reviewer, 'zh-CN');
    expect(res.data.errors).toEqual([{ field: 'data.spec', message: '专精 holy 不属于职业 warrior' }]);
  });

  it('checks a partial update against the stored class, spec, version and gear', async () => {
    const id = await insertBuild(t.db, { userId: ids.users.en, gameVersionId: ids.versions.current, gear: { head: 212005 } });
    const update = (data: object, version: number) => call('update', { id, data, version });
    // frost is a death knight spec too: the class alone may change, the role is looked up
    expect((await update({ wowClass: 'death_knight' }, 1)).data).toMatchObject({ wowClass: 'death_knight', spec: 'frost', role: 'dps' });
    expect((await update({ spec: 'blood' }, 2)).data).toMatchObject({ spec: 'blood', role: 'tank' });
    const wrong = await update({ wowClass: 'mage' }, 3);
    expect(wrong.data.errors).toEqual([{ field: 'data.spec', message: 'The spec blood is not one of the mage class' }]);
    // the stored head item does not exist in the old version
    const older = await update({ gameVersionId: ids.versions.old }, 3);
    expect(older.data.errors).toEqual([{ field: 'data.gear.head', message: 'Item 212005 does not exist in this game version' }]);
    const moved = await update({ gameVersionId: ids.versions.old, gear: { head: 190001 } }, 3);
    expect(moved.data).toMatchObject({ gameVersionName: '11.1.5', gear: { head: 190001 }, version: 4 });
    expect(await buildRow(t.db, id)).toMatchObject({ wow_class: 'death_knight', spec: 'blood', role: 'tank', version: 4 });
  });

  it('filters the list by class, role and state, and refuses an unknown role', async () => {
    const tank = await insertBuild(t.db, { userId: ids.users.en, gameVersionId: ids.versions.current, status: 'pending' });
    await t.db.updateTable('builds').set({ wow_class: 'druid', spec: 'guardian', role: 'tank' }).where('id', '=', tank).execute();
    const res = await call('list', { page: 1, pageSize: 50, filter: { wowClass: 'druid', role: 'tank', status: ['pending'] } });
    expect(res.data.list.map((b: { id: number }) => b.id)).toEqual([tank]);
    expect((await call('list', { page: 1, pageSize: 5, filter: { role: 'support' } })).data.errors[0].field).toBe('filter.role');
  });

  it('is closed to staff without mdr.wow.build', async () => {
    const res = await call('list', { page: 1, pageSize: 5 }, staff.outsider);
    expect(res.code).toBe(-2);
  });

  it('exports the gear slot by slot and the state in the reader\'s language', async () => {
    const id = await insertBuild(t.db, { userId: ids.users.zh, gameVersionId: ids.versions.current, title: 'CSV build', gear: { main_hand: 225578, head: 212005 } });
    const res = await t.call('/mdr/builds/export', { filter: { q: 'CSV build' } }, { token: staff.reviewer.token, lang: 'zh-CN' });
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('装备');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${id},`);
    expect(lines[1]).toContain('head:212005 main_hand:225578');
    expect(lines[1]).toContain('草稿');
  });
});
