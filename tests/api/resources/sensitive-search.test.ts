// A search never matches what the reader cannot see, generated from the
// registry: for every resource with sensitive fields, part of a sensitive
// value (a masked phone's hidden digits, the middle of an email) finds nothing
// through any text filter of its list or export, whoever asks; the whole value
// finds nothing for a reader without the resource's reveal key. Where the
// resource lets a reader holding the key find a record by a whole value,
// that search leaves a `search_sensitive` audit row naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_KEYS } from '../../../contract/access/actionKeys';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { registeredResources, routesOf, type RegisteredRoute } from '../helpers/routes';
import { loadSamples, type ResourceSample } from '../helpers/samples';
import { propertiesOf, type Schema } from '../helpers/schema-sample';
import { parseCsv } from '../guide/fixtures';

/** The sensitive fields a holder of the reveal key may search by their whole value (the resources' `q`). */
const FOUND_WHOLE: Record<string, string[]> = { users: ['email', 'phone'], feedback: ['contact'] };

/**
 * Parts of `whole` a prober would try: its middle, its start, its end, and a
 * run of its hidden middle; but none the record shows anyway in a field that
 * is not sensitive (`visible`: "play" of player1@example.com is in the nickname "player 1").
 */
function partsOf(whole: string, visible: string): string[] {
  const third = Math.floor(whole.length / 3);
  return [...new Set([whole.slice(1, -1), whole.slice(0, 4), whole.slice(-4), whole.slice(third, third + 4)])]
    .filter((p) => p.trim() && p !== whole && !visible.includes(p.toLowerCase()));
}

/** Text filters of a list body: where typed text could reach a column. */
const textFilters = (list: RegisteredRoute) => Object.entries(propertiesOf(propertiesOf(list.body as Schema).filter ?? {}))
  .filter(([, s]) => s.type === 'string' && !s.enum && !s.format).map(([key]) => key);

const withSensitive = registeredResources().filter((def) => Object.keys(def.sensitive ?? {}).length > 0);

describe.each(testBackends())('sensitive fields are not searchable in part (%s)', (backend) => {
  let t: TestApp;
  let samples: Record<string, ResourceSample>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    samples = await loadSamples(t.db);
    admin = (await sessionFor(t, { role: '*' })).token;
  });
  afterAll(() => t?.close());

  const audited = async (resource: string, actor: number) => (await t.db.selectFrom('audit_log').select(['action', 'after'])
    .where('resource', '=', resource).where('action', '=', 'search_sensitive').where('actor_id', '=', actor).execute());

  it('covers the resources that hold personal contact data', () => {
    expect(withSensitive.map((d) => d.name).sort()).toEqual(['authors', 'bots', 'feedback', 'users', 'withdrawals']);
  });

  it.each(withSensitive.map((def) => [def.name, def] as const))('%s', async (name, def) => {
    const own = routesOf(t.routes(), def);
    const list = own.find((r) => r.action === 'list')!;
    const exportRoute = own.find((r) => r.action === 'export');
    const filters = textFilters(list);
    const id = await samples[name].insert();
    const record = (await t.call(`/mdr/${name}/get`, { id }, { token: admin })).data as Record<string, unknown>;
    const visible = JSON.stringify(Object.entries(record).filter(([f]) => !(f in def.sensitive!))).toLowerCase();
    const reader = await sessionFor(t, { modules: ACTION_KEYS.map((k) => k.key).filter((k) => k !== `${name}.reveal`) });
    const holder = await sessionFor(t, { modules: [`${name}.read`, `${name}.export`, `${name}.reveal`] });

    const finds = async (token: string, filter: object) => {
      const res = await t.call(list.url, { pageSize: 100, filter }, { token });
      const listed = res.code === 1 && res.data.list.some((r: { id: number }) => r.id === id);
      if (!exportRoute || res.code !== 1) return listed;
      const csv = parseCsv((await t.call(exportRoute.url, { filter }, { token })).body.replace(/^\uFEFF/, ''));
      return listed || csv.slice(1).some((row) => row[0] === String(id));
    };

    for (const field of Object.keys(def.sensitive!)) {
      const whole = String((await t.call(`/mdr/${name}/reveal`, { id, field }, { token: admin })).data.value ?? '');
      // a sample without the value would test nothing: samples fill every sensitive field
      expect({ name, field, length: whole.length >= 3 }).toEqual({ name, field, length: true });
      for (const filterKey of filters) {
        for (const part of partsOf(whole, visible)) {
          expect({ field, filterKey, part, reader: await finds(reader.token, { [filterKey]: part }) })
            .toEqual({ field, filterKey, part, reader: false });
          expect({ field, filterKey, part, holder: await finds(holder.token, { [filterKey]: part }) })
            .toEqual({ field, filterKey, part, holder: false });
        }
        expect({ field, filterKey, whole: await finds(reader.token, { [filterKey]: whole }) }).toEqual({ field, filterKey, whole: false });
      }
      expect(await audited(name, reader.id)).toEqual([]);
      if (FOUND_WHOLE[name]?.includes(field)) {
        expect({ field, holder: await finds(holder.token, { q: whole }) }).toEqual({ field, holder: true });
        expect(await audited(name, holder.id)).toContainEqual({ action: 'search_sensitive', after: { fields: [field] } });
      }
    }
  });
});
