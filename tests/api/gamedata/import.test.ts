// The items CSV import: a check reports new / changed / unchanged / invalid
// rows with each invalid row's line and reason; the import writes every row
// or none; an unreadable file (not UTF-8, missing or unknown columns, no rows)
// is refused whole with a clear message in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../../server/modules/gamedata/import';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { gameWorld, insertItem, type GameWorld } from './fixtures';

const HEADER = 'type,item_id,game_version,name_zh,name_en,icon_url,quality,item_level';
const ICON = 'https://wow.zamimg.com/images/wow/icons/large/inv_sword_1h_earthendungeon_d_01.jpg';
const row = (itemId: number, version = '11.2.7', en = `Blade ${itemId}`) => `0,${itemId},${version},刀刃${itemId},${en},${ICON},4,639`;

describe.each(testBackends())('items CSV import (%s)', (backend) => {
  let t: TestApp;
  let w: GameWorld;
  let token: string;
  const send = (action: 'check' | 'commit', csv: string | Buffer, lang: 'zh-CN' | 'en-US' = 'en-US', tok = token) =>
    t.call(`/mdr/item_import/${action}`, csv, { token: tok, lang, headers: { 'content-type': 'text/csv' } });
  const itemCount = async () => Number((await t.db.selectFrom('game_items').select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(backend);
    w = await gameWorld(t.db);
    const s = await t.createStaff({ username: 'data', modules: ['mdr.db'] });
    token = await t.login(s.username, s.password);
  });
  afterAll(() => t?.close());

  it('the check counts new, changed and unchanged rows and lists each invalid one with its line; nothing is written', async () => {
    const same = await insertItem(t.db, { game_version_id: w.current, item_id: 700001, name_zh: '刀刃700001', name_en: 'Blade 700001',
      icon_url: ICON, quality: 4, item_level: 639 });
    await insertItem(t.db, { game_version_id: w.current, item_id: 700002, name_en: 'Old name' });
    const csv = [HEADER, row(700001), row(700002), row(700003), '0,abc,11.2.7,名,Name,,1,1', row(700004, '9.9.9'),
      '5,700005,11.2.7,名,Name,,1,1', row(700003), '0,700006,11.2.7,名', '0,700007,11.2.7,"名,字","Quoted, ""name""",,9,1'].join('\r\n');
    const before = await itemCount();
    const res = await send('check', csv);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ rows: 9, new: 1, changed: 1, unchanged: 1, invalid: 6, committed: false });
    expect(res.data.errors).toEqual([
      { line: 5, reason: 'item_id: Not a whole number' },
      { line: 6, reason: 'game_version: Game version "9.9.9" does not exist' },
      { line: 7, reason: 'type: The type is 0 (item), 1 (spell), 2 (mount) or 3 (battle pet)' },
      { line: 8, reason: 'Repeats line 4 (same type, item ID and version)' },
      { line: 9, reason: '8 fields expected, 4 found' },
      { line: 10, reason: 'quality: The quality is a whole number from 0 to 7' },
    ]);
    expect(await itemCount()).toBe(before);
    const zh = await send('check', csv, 'zh-CN');
    expect(zh.data.errors[0]).toEqual({ line: 5, reason: 'item_id: 应为整数' });
    expect(same.id).toBeGreaterThan(0);
  });

  it('an import with one bad line imports nothing and names the line; fixed, it imports everything, audited once', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => row(710000 + i));
    const bad = [...rows.slice(0, 2400), '0,712400,11.2.7,,Nameless,,1,1', ...rows.slice(2401)];
    const before = await itemCount();
    const refused = await send('commit', [HEADER, ...bad].join('\n'));
    expect(refused).toMatchObject({ status: 400, code: -1, message: expect.stringContaining('1 rows are invalid: nothing was imported') });
    expect(refused.data.report).toMatchObject({ rows: 2500, invalid: 1, committed: false, errors: [{ line: 2402, reason: 'name_zh: Cannot be blank' }] });
    expect(refused.data.errors).toEqual([{ field: 'file', message: expect.stringContaining('1 rows are invalid: nothing was imported') }]);
    expect(await itemCount()).toBe(before);

    const done = await send('commit', [HEADER, ...rows].join('\n'));
    expect(done).toMatchObject({ code: 1, data: { rows: 2500, new: 2500, changed: 0, invalid: 0, committed: true } });
    expect(await itemCount()).toBe(before + 2500);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ resource: 'game_items', actor_name: 'data' });

    const again = await send('commit', [HEADER, ...rows.slice(0, 10), row(710010, '11.2.7', 'Renamed')].join('\n'));
    expect(again.data).toMatchObject({ new: 0, changed: 1, unchanged: 10 });
    const renamed = await t.db.selectFrom('game_items').selectAll().where('item_id', '=', 710010).executeTakeFirstOrThrow();
    expect(renamed).toMatchObject({ name_en: 'Renamed', version: 2 });
  });

  it('a committed import shows in the tooltip at once', async () => {
    await insertItem(t.db, { game_version_id: w.current, item_id: 720001, name_en: 'Before import' });
    const tip = () => t.call('/v3/accelerate/tooltip', { item_id: 720001 }, { token, lang: 'en-US' });
    expect((await tip()).data.name).toBe('Before import');
    expect((await send('commit', [HEADER, row(720001, '11.2.7', 'After import')].join('\n'))).code).toBe(1);
    expect((await tip()).data.name).toBe('After import');
  });

  it('a file that is not UTF-8 is refused with its line, in both languages; nothing imported', async () => {
    const gbk = Buffer.concat([Buffer.from(`${HEADER}\n${row(730001)}\n0,730002,11.2.7,`), Buffer.from([0xb5, 0xb6, 0xd0]), Buffer.from(',Blade,,1,1\n')]);
    const before = await itemCount();
    const en = await send('commit', gbk);
    expect(en).toMatchObject({ code: -1, message: expect.stringContaining('The file is not UTF-8 text (line 3): save it as "CSV UTF-8" and try again') });
    expect(en.data.errors[0].field).toBe('file');
    expect((await send('check', gbk, 'zh-CN')).message).toContain('文件不是 UTF-8 编码（第 3 行）：请另存为“CSV UTF-8”后重试');
    expect(await itemCount()).toBe(before);
  });

  it('missing, unknown or repeated columns, an empty file or no rows are refused whole', async () => {
    expect((await send('check', 'type,item_id,name_zh\n0,1,名')).message).toContain('Missing columns: game_version, name_en');
    expect((await send('check', `${HEADER},colour\n${row(1)},red`)).message).toMatch(/Unknown columns: colour \(known: type, item_id/);
    expect((await send('check', `${HEADER},type\n${row(1)},0`)).message).toContain('Repeated columns: type');
    expect((await send('check', '')).code).toBe(-1);
    expect((await send('check', `${HEADER}\n`)).message).toContain('The file has no data rows');
    expect((await send('check', 'type,item_id\n0,1', 'zh-CN')).message).toContain('缺少列：game_version, name_zh, name_en');
  });

  it('keeps a BOM, CRLF, quoted commas, quotes and line breaks; the optional columns may be left out', async () => {
    const csv = `\ufefftype,item_id,game_version,name_zh,name_en\r\n0,740001,11.2.0,"多行\n名字","Say ""hi"", friend"\r\n`;
    const res = await send('commit', csv);
    expect(res.data).toMatchObject({ rows: 1, new: 1, invalid: 0 });
    const item = await t.db.selectFrom('game_items').selectAll().where('item_id', '=', 740001).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ name_zh: '多行\n名字', name_en: 'Say "hi", friend', icon_url: '', quality: 1, item_level: 0, game_version_id: w.mid });
  });

  it('a JSON body is -1 on file; staff without mdr.db are refused (-2)', async () => {
    const json = await t.call('/mdr/item_import/check', {}, { token, lang: 'en-US' });
    expect(json.data.errors[0]).toMatchObject({ field: 'file', message: 'Upload a CSV file (Content-Type: text/csv)' });
    const other = await t.createStaff({ username: 'guide', modules: ['mdr.wow.guide'] });
    const otherToken = await t.login(other.username, other.password);
    expect((await send('commit', `${HEADER}\n${row(750001)}`, 'en-US', otherToken)).code).toBe(-2);
  });

  it('refuses a field or a line longer than its limit, naming the line and column, in both languages', async () => {
    const { fieldChars, lineBytes } = IMPORT_LIMITS;
    const longName = [HEADER, row(760001), `0,760002,11.2.7,名,"${'n'.repeat(fieldChars + 1)}",,1,1`].join('\n');
    const field = await send('check', longName);
    expect(field).toMatchObject({ status: 400, code: -1,
      data: { errors: [{ field: 'file', message: `Line 3: name_en is longer than ${fieldChars} characters` }] } });
    expect((await send('check', longName, 'zh-CN')).data.errors[0].message).toBe(`第 3 行的“name_en”超过 ${fieldChars} 个字符`);
    // a quoted field of 1 MB stops the reading once its line passes the limit (the rest is not parsed)
    const line = await send('check', `${HEADER}\n${row(760003)}\n0,760004,11.2.7,"${'x'.repeat(1 << 20)}",Name,,1,1\n`);
    expect(line.data.errors).toEqual([{ field: 'file', message: `Line 3 is longer than ${lineBytes} bytes (it passed the limit in column name_zh)` }]);
  });

  it('refuses a file whose Content-Length is past the size limit before reading it, in both languages (streamed: tests/unit/server/csvReader.test.ts)', async () => {
    const mb = IMPORT_LIMITS.bytes / 1048576;
    const big = Buffer.alloc(IMPORT_LIMITS.bytes + 1, 0x61);
    const declared = await send('check', big);
    expect(declared).toMatchObject({ status: 400, code: -1, data: { errors: [{ field: 'file', message: `The file is too large (at most ${mb} MB)` }] } });
    expect((await send('commit', big, 'zh-CN')).data.errors[0].message).toBe(`文件过大（最多 ${mb} MB）`);
  });
});
