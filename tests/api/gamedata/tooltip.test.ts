// The tooltip (docs/game-data.md): {type, item_id, game_version_id} → {icon_url, name} in
// the caller's language; missing fields are 0, version 0 is the current one, an
// unknown item is -4. Staff (any signed-in) and bots with tooltip:read; from
// memory, emptied by every write; ETag → 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { gameWorld, insertItem, type GameWorld } from './fixtures';

describe.each(testBackends())('tooltip (%s)', (backend) => {
  let t: TestApp;
  let w: GameWorld;
  let staff: string;
  let editor: string;
  const tip = (body: object, opts: { token?: string; lang?: 'zh-CN' | 'en-US'; headers?: Record<string, string> } = {}) =>
    t.call('/v3/accelerate/tooltip', body, { token: opts.token ?? staff, lang: opts.lang, headers: opts.headers });
  const botKey = async (scopes: string[]) => {
    const bot = (await t.call('/mdr/bots/create', { data: { name: `b${scopes.join()}`, scopes } }, { token: editor })).data;
    return (await t.call('/mdr/bots/create_key', { id: bot.id }, { token: editor })).data.secret as string;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    w = await gameWorld(t.db);
    const s = await t.createStaff({ username: 'guides', modules: ['mdr.wow.guide'] });
    staff = await t.login(s.username, s.password);
    const e = await t.createStaff({ username: 'root', role: '*' });
    editor = await t.login(e.username, e.password);
  });
  afterAll(() => t?.close());

  it('answers the icon and the name in the caller\'s language, version 0 being the current one', async () => {
    const item = await insertItem(t.db, { game_version_id: w.current, name_zh: '晋升长剑', name_en: 'Ascendant Longsword' });
    const zh = await tip({ type: 0, item_id: item.itemId, game_version_id: 0 }, { lang: 'zh-CN' });
    expect(zh).toMatchObject({ status: 200, code: 1, data: { name: '晋升长剑', icon_url: expect.stringMatching(/^https:\/\/wow\.zamimg\.com\//) } });
    const en = await tip({ item_id: item.itemId }, { lang: 'en-US' });
    expect(en.data).toEqual({ name: 'Ascendant Longsword', icon_url: zh.data.icon_url });
    expect((await tip({ type: 0, item_id: item.itemId, game_version_id: w.current })).data.name).toBe('晋升长剑');
  });

  it('reads an item from the latest version at or before the one asked for; later versions do not leak back', async () => {
    const a = await insertItem(t.db, { game_version_id: w.old, name_en: 'Old Blade', item_level: 600 });
    await insertItem(t.db, { game_version_id: w.current, item_id: a.itemId, name_en: 'New Blade', item_level: 650 });
    expect((await tip({ item_id: a.itemId, game_version_id: w.mid }, { lang: 'en-US' })).data.name).toBe('Old Blade');
    expect((await tip({ item_id: a.itemId }, { lang: 'en-US' })).data.name).toBe('New Blade');
    const later = await insertItem(t.db, { game_version_id: w.current });
    expect((await tip({ item_id: later.itemId, game_version_id: w.old })).code).toBe(-4);
  });

  it('an unknown item, type or version is -4; all fields missing is item 0 (unknown); bad values are -1 naming the field', async () => {
    expect(await tip({ item_id: 999999999 }, { lang: 'en-US' })).toMatchObject({ status: 404, code: -4 });
    expect((await tip({})).code).toBe(-4);
    const item = await insertItem(t.db, { game_version_id: w.current });
    expect((await tip({ type: 2, item_id: item.itemId })).code).toBe(-4);
    expect((await tip({ item_id: item.itemId, game_version_id: 987654 })).code).toBe(-4);
    for (const [field, value] of [['item_id', -1], ['type', 'x'], ['game_version_id', 1.5]] as const) {
      const res = await tip({ [field]: value });
      expect(res.code).toBe(-1);
      expect(res.data.errors[0].field).toBe(field);
    }
    expect((await tip({ item_id: 1, extra: 1 })).code).toBe(-1);
  });

  it('is refused without a token or key (-3), with a dead token (-3), and to a bot key without tooltip:read (-2)', async () => {
    const item = await insertItem(t.db, { game_version_id: w.current });
    expect((await t.call('/v3/accelerate/tooltip', { item_id: item.itemId })).code).toBe(-3);
    expect((await tip({ item_id: item.itemId }, { token: 'nonsense' })).code).toBe(-3);
    const without = await botKey(['articles:read']);
    expect(await t.call('/v3/accelerate/tooltip', { item_id: item.itemId }, { headers: { 'x-bot-key': without } }))
      .toMatchObject({ code: -2, status: 403 });
    const withScope = await botKey(['tooltip:read']);
    const res = await t.call('/v3/accelerate/tooltip', { item_id: item.itemId }, { headers: { 'x-bot-key': withScope }, lang: 'en-US' });
    expect(res).toMatchObject({ code: 1, data: { name: 'Nerubian Plate Helm' } });
  });

  it('sends Cache-Control and an ETag; the same ETag back is a 304 without a body; another language is another ETag', async () => {
    const item = await insertItem(t.db, { game_version_id: w.current });
    const first = await tip({ item_id: item.itemId }, { lang: 'en-US' });
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await tip({ item_id: item.itemId }, { lang: 'en-US', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const zh = await tip({ item_id: item.itemId }, { lang: 'zh-CN', headers: { 'if-none-match': etag } });
    expect(zh.status).toBe(200);
    expect(zh.headers.etag).not.toBe(etag);
  });

  it('shows an edit, a new current version and a delete at once (the memory is emptied by each)', async () => {
    const item = await insertItem(t.db, { game_version_id: w.current, name_en: 'Before' });
    expect((await tip({ item_id: item.itemId }, { lang: 'en-US' })).data.name).toBe('Before');
    const rec = (await t.call('/mdr/game_items/get', { id: item.id }, { token: editor })).data;
    const upd = await t.call('/mdr/game_items/update', { id: item.id, version: rec.version, data: { nameEn: 'After' } }, { token: editor });
    expect(upd.code).toBe(1);
    expect((await tip({ item_id: item.itemId }, { lang: 'en-US' })).data.name).toBe('After');
    const onlyMid = await insertItem(t.db, { game_version_id: w.mid, name_en: 'Mid only' });
    await insertItem(t.db, { game_version_id: w.current, item_id: onlyMid.itemId, name_en: 'Current' });
    expect((await tip({ item_id: onlyMid.itemId }, { lang: 'en-US' })).data.name).toBe('Current');
    expect((await t.call('/mdr/game_versions/make_current', { id: w.mid }, { token: editor })).code).toBe(1);
    expect((await tip({ item_id: onlyMid.itemId }, { lang: 'en-US' })).data.name).toBe('Mid only');
    expect((await t.call('/mdr/game_versions/make_current', { id: w.current }, { token: editor })).code).toBe(1);
    expect((await t.call('/mdr/game_items/delete', { id: item.id }, { token: editor })).code).toBe(1);
    expect((await tip({ item_id: item.itemId })).code).toBe(-4);
  });

  it('the batch answers up to 100 in order, with quality and item level, unknown ones found: false; 101 is -1', async () => {
    const a = await insertItem(t.db, { game_version_id: w.current, name_en: 'A', quality: 5, item_level: 610 });
    const b = await insertItem(t.db, { game_version_id: w.current, name_en: 'B', quality: 2, item_level: 480 });
    const res = await t.call('/v3/accelerate/tooltip_batch', { items: [{ item_id: b.itemId }, { item_id: 1 }, { item_id: a.itemId, game_version_id: w.current }] },
      { token: staff, lang: 'en-US' });
    expect(res.code).toBe(1);
    expect(res.data.list.map((i: { name: string; found: boolean }) => [i.name, i.found])).toEqual([['B', true], ['', false], ['A', true]]);
    // the widget names the quality and colours the name by it, icon or not
    expect(res.data.list.map((i: { quality: number; item_level: number }) => [i.quality, i.item_level])).toEqual([[2, 480], [0, 0], [5, 610]]);
    const tooMany = await t.call('/v3/accelerate/tooltip_batch', { items: Array.from({ length: 101 }, () => ({ item_id: a.itemId })) }, { token: staff });
    expect(tooMany.code).toBe(-1);
    expect(tooMany.data.errors[0].field).toBe('items');
  });

  it('item_search finds items of the current version by either name or by id', async () => {
    const a = await insertItem(t.db, { game_version_id: w.current, name_zh: '虚触法杖', name_en: 'Void-Touched Staff' });
    const byName = await t.call('/v3/accelerate/item_search', { q: 'void-touched' }, { token: staff, lang: 'en-US' });
    expect(byName.data.list).toEqual([expect.objectContaining({ item_id: a.itemId, name: 'Void-Touched Staff' })]);
    const byZh = await t.call('/v3/accelerate/item_search', { q: '虚触' }, { token: staff, lang: 'zh-CN' });
    expect(byZh.data.list[0]).toMatchObject({ item_id: a.itemId, name: '虚触法杖' });
    const byId = await t.call('/v3/accelerate/item_search', { q: String(a.itemId) }, { token: staff });
    expect(byId.data.list[0].item_id).toBe(a.itemId);
  });
});
