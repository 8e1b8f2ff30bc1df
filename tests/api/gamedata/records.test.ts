// Versions and items: exactly one version is current (make_current swaps them
// in one transaction, also when two staff act at once); the current version or
// one with items is never deleted; names and item keys are unique (-1 naming
// the field); bad items are -1; a stale save is -5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { gameWorld, insertItem, type GameWorld } from './fixtures';

describe.each(testBackends())('game versions and items (%s)', (backend) => {
  let t: TestApp;
  let w: GameWorld;
  let token: string;
  let other: string;
  const call = (resource: string, action: string, body: object, tok = token) => t.call(`/mdr/${resource}/${action}`, body, { token: tok, lang: 'en-US' });
  const currents = async () => (await t.db.selectFrom('game_versions').select('id').where('is_current', '=', true).execute()).map((r) => r.id);
  const newVersion = async (name: string) => (await call('game_versions', 'create', { data: { name, build: 70000, releasedAt: '2026-01-01T00:00:00.000Z' } })).data;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const s = await t.createStaff({ username: 'data', modules: ['mdr.db'] });
    token = await t.login(s.username, s.password);
    const o = await t.createStaff({ username: 'data2', modules: ['mdr.db'] });
    other = await t.login(o.username, o.password);
  });
  afterAll(() => t?.close());

  it('the first version stored is current by itself; a later one is not until made current', async () => {
    const first = await newVersion('10.0.0');
    expect(first).toMatchObject({ isCurrent: true, itemCount: 0 });
    const second = await newVersion('10.0.5');
    expect(second.isCurrent).toBe(false);
    w = await gameWorld(t.db);
  });

  it('make_current makes one current and the previous one not, each with its audit row; twice is -5', async () => {
    const res = await call('game_versions', 'make_current', { id: w.mid });
    expect(res).toMatchObject({ code: 1, data: { id: w.mid, isCurrent: true } });
    expect(await currents()).toEqual([w.mid]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'record_id']).where('resource', '=', 'game_versions')
      .orderBy('id', 'desc').limit(2).execute();
    expect(audit).toEqual(expect.arrayContaining([{ action: 'make_current', record_id: String(w.mid) }, { action: 'update', record_id: String(w.current) }]));
    expect(await call('game_versions', 'make_current', { id: w.mid })).toMatchObject({ code: -5, message: 'This version is current already' });
  });

  it('two staff making versions current at once: exactly one version ends current, nobody gets a 500', async () => {
    const [a, b] = await Promise.all([
      call('game_versions', 'make_current', { id: w.old }),
      call('game_versions', 'make_current', { id: w.current }, other),
    ]);
    expect([a.code, b.code].every((c) => c === 1 || c === -5)).toBe(true);
    expect(await currents()).toHaveLength(1);
    const [c, d] = await Promise.all([
      call('game_versions', 'make_current', { id: w.mid }),
      call('game_versions', 'make_current', { id: w.mid }, other),
    ]);
    expect([c.code, d.code].sort()).toEqual([-5, 1]);
    expect(await currents()).toEqual([w.mid]);
  });

  it('a current version, or one with items, cannot be deleted and says why; an empty one can', async () => {
    expect((await call('game_versions', 'get', { id: w.mid })).data).toMatchObject({ deletable: false,
      deleteBlockedReason: 'The current version cannot be deleted: make another one current first' });
    await insertItem(t.db, { game_version_id: w.old });
    expect(await call('game_versions', 'delete', { id: w.old })).toMatchObject({ code: -5, message: 'This version has items: it cannot be deleted' });
    const spare = await newVersion('10.1.0');
    expect((await call('game_versions', 'delete', { id: spare.id })).code).toBe(1);
  });

  it('version names are unique and shaped like 11.2.7 (-1 on data.name)', async () => {
    const dup = await call('game_versions', 'create', { data: { name: '11.2.7', build: 1, releasedAt: '2026-01-01T00:00:00.000Z' } });
    expect(dup.data.errors).toEqual([{ field: 'data.name', message: 'This version exists already' }]);
    const bad = await call('game_versions', 'create', { data: { name: 'latest', build: 1, releasedAt: '2026-01-01T00:00:00.000Z' } });
    expect(bad.data.errors[0].field).toBe('data.name');
  });

  const item = (data: object = {}) => ({ type: 0, itemId: 900001, gameVersionId: w.current, nameZh: '测试之剑', nameEn: 'Test Sword', ...data });

  it('an item key (type, item id, version) is unique: -1 on data.itemId; the same id in another version or type is fine', async () => {
    expect((await call('game_items', 'create', { data: item() })).code).toBe(1);
    const dup = await call('game_items', 'create', { data: item() });
    expect(dup).toMatchObject({ code: -1 });
    expect(dup.data.errors).toEqual([{ field: 'data.itemId', message: 'This version has an item of this type and ID already' }]);
    expect((await call('game_items', 'create', { data: item({ gameVersionId: w.old }) })).code).toBe(1);
    expect((await call('game_items', 'create', { data: item({ type: 2 }) })).code).toBe(1);
  });

  it('refuses a bad item naming the field: blank name, non-http icon, quality, unknown version, type', async () => {
    const cases: [object, string][] = [
      [{ itemId: 900101, nameEn: '   ' }, 'data.nameEn'],
      [{ itemId: 900102, iconUrl: 'javascript:alert(1)' }, 'data.iconUrl'],
      [{ itemId: 900103, quality: 9 }, 'data.quality'],
      [{ itemId: 900104, gameVersionId: 999999 }, 'data.gameVersionId'],
      [{ itemId: 900105, type: 7 }, 'data.type'],
      [{ itemId: 0 }, 'data.itemId'],
    ];
    for (const [data, field] of cases) {
      const res = await call('game_items', 'create', { data: item(data) });
      expect({ code: res.code, field: res.data.errors?.[0]?.field }).toEqual({ code: -1, field });
    }
  });

  it('two staff saving the same item: one wins, the other gets -5', async () => {
    const created = (await call('game_items', 'create', { data: item({ itemId: 900200 }) })).data;
    const [a, b] = await Promise.all([
      call('game_items', 'update', { id: created.id, version: created.version, data: { itemLevel: 610 } }),
      call('game_items', 'update', { id: created.id, version: created.version, data: { itemLevel: 620 } }, other),
    ]);
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
  });

  it('lists by name in either language or by item id, by version and current only', async () => {
    await insertItem(t.db, { game_version_id: w.mid, item_id: 930001, name_zh: '多恩诺嘉尔护腕', name_en: 'Dornogal Bracers' });
    const q = async (filter: object) => (await call('game_items', 'list', { filter })).data.list.map((i: { itemId: number }) => i.itemId);
    expect(await q({ q: 'dornogal' })).toEqual([930001]);
    expect(await q({ q: '多恩诺嘉尔' })).toEqual([930001]);
    expect(await q({ q: '930001' })).toEqual([930001]);
    expect(await q({ gameVersionId: w.mid, q: 'Dorn' })).toEqual([930001]);
    expect(await q({ currentOnly: true, q: 'Dorn' })).toEqual([930001]); // 11.2.0 is current now
    expect((await call('game_items', 'list', { filter: { colour: 'red' } })).code).toBe(-1);
  });
});
