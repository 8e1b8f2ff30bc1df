// What every export's cells read like in a spreadsheet, generated from the
// registry: each field of the list item is checked against what `list`
// answers for the same record. Money is a number of yuan with two decimals
// (header names the unit), times are `YYYY-MM-DD HH:mm:ss` in the zone the
// reader sent (header names it), booleans and states are words in the
// reader's language, a reference id has its name beside it, and the
// optimistic-locking version is not exported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../contract';
import { dayRangeOf, type FieldDecl } from '../../../contract/fields';
import { t as translate } from '../../../server/core/i18n';
import type { Lang } from '../../../server/core/context';
import { listItemSchema } from '../../../server/resources/schemas';
import type { AnyResource } from '../../../server/resources/types';
import { parseCsv } from '../guide/fixtures';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { registeredResources } from '../helpers/routes';
import { loadSamples, type ResourceSample } from '../helpers/samples';
import type { Schema } from '../helpers/schema-sample';

/** Half-hour offset, no daylight saving: a zone the test converts to by hand; a header names it by its offset, once. */
const ZONE = 'Asia/Kolkata';
const ZONE_OFFSET_MS = 5.5 * 3_600_000;
const ZONE_NAME = 'GMT+5:30';
const WORDS: Record<Lang, { yes: string; no: string; money: (l: string) => string; time: (l: string) => string }> = {
  'zh-CN': { yes: '是', no: '否', money: (l) => `${l}（元）`, time: (l) => `${l}（${ZONE_NAME}）` },
  'en-US': { yes: 'Yes', no: 'No', money: (l) => `${l} (CNY)`, time: (l) => `${l} (${ZONE_NAME})` },
};
/** The zone the panel shows times in and sends with its exports (src/providers/dataProvider.ts). */
const PANEL_ZONE = 'Asia/Shanghai';
const PANEL_HEADER: Record<Lang, (l: string) => string> = { 'zh-CN': (l) => `${l}（GMT+8）`, 'en-US': (l) => `${l} (GMT+8)` };
/** Integer fields named like a reference that point at no named record: the in-game item number, a withdrawal, a refund or a payout batch (its id is what staff quote). */
const NOT_REFERENCES: Record<string, string[]> = { game_items: ['itemId'], author_ledger: ['withdrawalId', 'refundId'], withdrawals: ['batchId'] };

type Item = Record<string, unknown>;
const typeOf = (s: Schema): Schema => ((s.anyOf as Schema[] | undefined)?.find((x) => x.type !== 'null') ?? s);
/** 2026-11-25T22:57:49.320Z → 2026-11-26 04:27:49 (in ZONE). */
const inZone = (iso: string, offsetMs = ZONE_OFFSET_MS) => new Date(Date.parse(iso) + offsetMs).toISOString().slice(0, 19).replace('T', ' ');
const BEIJING_MS = 8 * 3_600_000;

/** A declared day filter on one of the item's date-time fields (contract/fields.ts f.dateTime with `filter`): [field, from, to]. */
function dayFilterOf(name: string, times: string[]): [string, string, string] | undefined {
  const declared = (CONTRACTS[name] as { fields?: Record<string, FieldDecl> } | undefined)?.fields ?? {};
  for (const field of times) {
    const range = declared[field]?.kind ? dayRangeOf(field, declared[field]) : null;
    if (range) return [field, ...range];
  }
  return undefined;
}
const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${Math.trunc(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

function fieldsOf(def: AnyResource) {
  const props = listItemSchema(def).properties as Record<string, Schema>;
  const of = (pred: (field: string, s: Schema) => boolean) => Object.keys(props).filter((f) => pred(f, typeOf(props[f])));
  const money = CONTRACTS[def.name]?.money ?? [];
  return {
    money: of((f, s) => s.type === 'integer' && (f.endsWith('Cents') || money.includes(f))),
    times: of((_f, s) => s.type === 'string' && s.format === 'date-time'),
    booleans: of((_f, s) => s.type === 'boolean'),
    references: of((f, s) => s.type === 'integer' && /[a-z](Id|By)$/.test(f) && !NOT_REFERENCES[def.name]?.includes(f)),
    state: def.stateColumn && props[def.stateColumn.replace(/^\w+\./, '')] ? def.stateColumn.replace(/^\w+\./, '') : undefined,
  };
}

describe.each(testBackends())('export cells of every resource (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let samples: Record<string, ResourceSample>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    samples = await loadSamples(t.db);
    const admin = await t.createStaff({ username: 'cells', role: '*' });
    token = await t.login(admin.username, admin.password);
  });
  afterAll(() => t?.close());

  const listed = async (def: AnyResource): Promise<Map<string, Item>> => {
    const res = await t.call(`/mdr/${def.name}/list`, { page: 1, pageSize: 100 }, { token });
    expect(res.code).toBe(1);
    return new Map(res.data.list.map((r: Item) => [String(r.id), r]));
  };

  const exported = (def: AnyResource) => registeredResources().includes(def) && (!def.actions || def.actions.includes('export'));

  it.each(registeredResources().filter(exported).map((def) => [def.name, def] as const))('%s', async (name, def) => {
    await samples[name].insert();
    await samples[name].insert();
    const items = await listed(def);
    const fields = fieldsOf(def);
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await t.call(`/mdr/${name}/export`, { timeZone: ZONE }, { token, lang });
      expect(res.status).toBe(200);
      const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      const words = WORDS[lang];
      const label = (f: string) => translate(lang, `${name}.fields.${f}`);
      const column = (title: string) => {
        expect({ name, header: title, present: header.includes(title) }).toEqual({ name, header: title, present: true });
        return header.indexOf(title);
      };
      const idAt = column(label('id'));
      const cells = (at: number) => rows.map((r) => [items.get(r[idAt])!, r[at]] as const);
      expect(rows.map((r) => items.has(r[idAt]))).not.toContain(false);

      expect(header).not.toContain(label('version'));
      for (const f of fields.money) {
        for (const [item, cell] of cells(column(words.money(label(f))))) expect({ f, cell }).toEqual({ f, cell: item[f] === null ? '' : yuan(item[f] as number) });
      }
      for (const f of fields.times) {
        for (const [item, cell] of cells(column(words.time(label(f))))) expect({ f, cell }).toEqual({ f, cell: item[f] === null ? '' : inZone(item[f] as string) });
      }
      for (const f of fields.booleans) {
        for (const [item, cell] of cells(column(label(f)))) expect({ f, cell }).toEqual({ f, cell: item[f] ? words.yes : words.no });
      }
      if (fields.state) {
        const f = fields.state;
        for (const [item, cell] of cells(column(label(f)))) expect({ f, cell }).toEqual({ f, cell: translate(lang, `${name}.state.${item[f]}`) });
      }
      for (const f of fields.references) {
        // the id's column says it is an id; the next one names the record
        const at = header.findIndex((h) => h.startsWith(label(f)) && /ID$/i.test(h));
        expect({ name, f, idColumn: at >= 0 }).toEqual({ name, f, idColumn: true });
        for (const [item, cell] of cells(at + 1)) {
          if (item[f] !== null) expect({ f, id: item[f], name: cell }).toEqual({ f, id: item[f], name: expect.stringMatching(/\D/) });
        }
      }
    }
  });

  // The panel's own export: a filter on a day (a Beijing day, as every day filter), Beijing time, the header saying GMT+8.
  const timed = registeredResources().filter((def) => exported(def) && fieldsOf(def).times.length > 0);
  it.each(timed.map((def) => [def.name, def] as const))('%s: filtered on a day, times in the panel\'s zone (GMT+8)', async (name, def) => {
    if ((await listed(def)).size === 0) await samples[name].insert();
    const items = [...(await listed(def)).values()];
    const { times } = fieldsOf(def);
    const dayFilter = dayFilterOf(name, times);
    const beijingDay = (iso: unknown) => (typeof iso === 'string' ? inZone(iso, BEIJING_MS).slice(0, 10) : undefined);
    const day = dayFilter && items.map((i) => beijingDay(i[dayFilter[0]])).find(Boolean);
    const filter = dayFilter && day ? { [dayFilter[1]]: day, [dayFilter[2]]: day } : {};
    const expected = dayFilter && day ? items.filter((i) => beijingDay(i[dayFilter[0]]) === day) : items;
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await t.call(`/mdr/${name}/export`, { filter, timeZone: PANEL_ZONE }, { token, lang });
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      const label = (f: string) => translate(lang, `${name}.fields.${f}`);
      const idAt = header.indexOf(label('id'));
      expect(rows.map((r) => r[idAt]).sort()).toEqual(expected.map((i) => String(i.id)).sort());
      const byId = new Map(expected.map((i) => [String(i.id), i]));
      for (const f of times) {
        const at = header.indexOf(PANEL_HEADER[lang](label(f)));
        expect({ name, f, header: header.filter((h) => h.startsWith(label(f))) }).toEqual({ name, f, header: [PANEL_HEADER[lang](label(f))] });
        for (const r of rows) {
          const value = byId.get(r[idAt])![f];
          expect({ f, cell: r[at] }).toEqual({ f, cell: value === null ? '' : inZone(value as string, BEIJING_MS) });
        }
      }
    }
  });

  it('refuses a time zone it does not know (-1 naming timeZone), before writing anything', async () => {
    for (const timeZone of ['Mars/Olympus', 'Asia/Shanghai+8']) {
      const res = await t.call('/mdr/orders/export', { timeZone }, { token, lang: 'en-US' });
      expect({ code: res.code, field: res.data?.errors?.[0]?.field }).toEqual({ code: -1, field: 'timeZone' });
    }
    const ok = await t.call('/mdr/orders/export', { timeZone: 'america/new_york' }, { token, lang: 'en-US' });
    expect(parseCsv(ok.body.replace(/^\uFEFF/, ''))[0]).toContain('Ordered (America/New_York)');
  });
});
