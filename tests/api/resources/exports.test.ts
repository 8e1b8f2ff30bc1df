// The export of every resource that offers one, generated from the registry:
// CSV with a BOM, a header row of translated labels in the caller's language,
// one line per row the same filter lists, and no cell a spreadsheet would run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingKeys, t as translate } from '../../../server/core/i18n';
import { exportColumns } from '../../../server/resources/export';
import type { AnyResource } from '../../../server/resources/types';
import { parseCsv } from '../guide/fixtures';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { registeredResources, routesOf, type RegisteredRoute } from '../helpers/routes';
import { loadSamples, type ResourceSample } from '../helpers/samples';
import { propertiesOf, sampleOf, type Schema } from '../helpers/schema-sample';

const FORMULA = '=HYPERLINK("http://evil.example","x")';
/** What a spreadsheet runs: = + @ tab CR, or - before anything but a number. */
const RUNNABLE = /^([=+@\t\r]|-(?![\d.]))/;

const headerKeys = (def: AnyResource) => exportColumns(def).map((c) => c.header);

/** Free-text string fields of a create schema (no enum, format or pattern): where a formula could be typed. */
function freeTextFields(schema: Schema | undefined): [string, number][] {
  return Object.entries(propertiesOf(schema ?? {})).filter(([, s]) => s.type === 'string' && !s.enum && !s.format && !s.pattern)
    .map(([k, s]) => [k, typeof s.maxLength === 'number' ? s.maxLength : Infinity]);
}

describe.each(testBackends())('CSV export of every resource (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let samples: Record<string, ResourceSample>;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    samples = await loadSamples(t.db);
    const admin = await t.createStaff({ username: 'exporter', role: '*' });
    token = await t.login(admin.username, admin.password);
    routes = t.routes();
  });
  afterAll(() => t?.close());

  const exportCsv = async (def: AnyResource, body: object, lang: 'zh-CN' | 'en-US' = 'zh-CN') => {
    const res = await t.call(`/mdr/${def.name}/export`, body, { token, lang });
    expect({ status: res.status, type: res.headers['content-type'] }).toEqual({ status: 200, type: 'text/csv; charset=utf-8' });
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return parseCsv(res.body.slice(1));
  };

  /** Every id `list` answers for the filter (all pages). */
  const listedIds = async (def: AnyResource, filter: unknown) => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.call(`/mdr/${def.name}/list`, { page, pageSize: 100, ...(filter ? { filter } : {}) }, { token });
      expect(res.code).toBe(1);
      ids.push(...res.data.list.map((r: { id: unknown }) => String(r.id)));
      if (ids.length >= res.data.total || !res.data.list.length) return ids;
    }
  };

  /** Records to export: two from the sample, and one created with a formula in every free-text field. */
  async function fill(sample: ResourceSample, route: (a: string) => RegisteredRoute | undefined) {
    await sample.insert();
    await sample.insert();
    const create = route('create');
    if (!create || !sample.data) return false;
    const dataSchema = propertiesOf(create.body as Schema).data;
    const data = { ...sample.data() };
    for (const [field, max] of freeTextFields(dataSchema)) data[field] = FORMULA.slice(0, max);
    const res = await t.call(create.url, { data }, { token });
    expect({ created: res.code, message: res.message }).toEqual({ created: 1, message: expect.anything() });
    return freeTextFields(dataSchema).length > 0;
  }

  it.each(registeredResources().map((def) => [def.name, def] as const))('%s', async (name, def) => {
    const own = routesOf(routes, def);
    if (!own.some((r) => r.action === 'export')) { // then it must have left export out on purpose
      expect(def.actions && !def.actions.includes('export')).toBe(true);
      return;
    }
    const formula = await fill(samples[name], (a) => own.find((r) => r.action === a));

    const keys = headerKeys(def);
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const rows = await exportCsv(def, {}, lang);
      // each header is the column's label, plus the unit, zone or "ID" it names (export-cells.test.ts)
      expect(rows[0]).toHaveLength(keys.length);
      rows[0].forEach((header, i) => expect(header.startsWith(translate(lang, keys[i]))).toBe(true));
      for (const row of rows) expect(row).toHaveLength(keys.length);
    }
    expect(keys.filter((k) => translate('en-US', k) === k || missingKeys()['zh-CN'].includes(k))).toEqual([]);

    const idColumn = keys.indexOf(`${def.name}.fields.id`);
    const filterSchema = propertiesOf(own.find((r) => r.action === 'export')!.body as Schema).filter;
    const filters = [undefined, ...Object.entries(propertiesOf(filterSchema ?? {})).map(([k, s]) => ({ [k]: sampleOf(s) }))];
    for (const filter of filters) {
      const rows = (await exportCsv(def, filter ? { filter } : {})).slice(1);
      const listed = await listedIds(def, filter);
      expect({ filter, lines: rows.length }).toEqual({ filter, lines: listed.length });
      if (idColumn >= 0) expect(rows.map((r) => r[idColumn]).sort()).toEqual(listed.sort());
    }

    const cells = (await exportCsv(def, {})).flat();
    expect(cells.filter((c) => RUNNABLE.test(c))).toEqual([]);
    if (formula) expect(cells.filter((c) => c.startsWith(`'${FORMULA.slice(0, 2)}`)).length).toBeGreaterThan(0);
  });
});
