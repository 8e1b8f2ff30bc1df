// The permission matrix, generated from the routes the app registers: every
// /mdr route declares an action key of the generated list (a resource's routes
// `<resource>.<action>`, server/resources/keys.ts), is refused (-2, nothing
// changed) to staff holding every key but that one, and lets a holder of that
// key alone past the access check. The seeded roles: tests/api/access/roles-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_KEYS, isActionKey, type ActionKeyInfo } from '../../../contract/access/actionKeys';
import { SIGNED_IN } from '../../../server/core/hooks';
import { actionKey } from '../../../server/resources/keys';
import { actionsOf } from '../../../server/resources/routes';
import { STANDARD_ACTIONS } from '../../../server/resources/types';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { registeredResources, resourceOf, routesOf, type RegisteredRoute } from '../helpers/routes';
import { loadSamples } from '../helpers/samples';
import { snapshotTables } from '../helpers/snapshot';
import { bodyOn } from '../access/bodies';

/** Not JSON: a caller the access check lets through gets -1 (body) and no handler ever runs. */
const UNPARSABLE = '{"probe": ';
const ALL = ACTION_KEYS.map((k) => k.key);
/** Keys that open routes; the others only show fields (a resource's money figures, `<resource>.read_money`). */
const ROUTED = (ACTION_KEYS as readonly ActionKeyInfo[]).filter((k) => k.actions.length > 0).map((k) => k.key);

describe.each(testBackends())('permission matrix (%s)', (backend) => {
  let t: TestApp;
  let mdr: RegisteredRoute[];
  let keyed: Map<string, RegisteredRoute[]>;
  const bodies = new Map<string, unknown>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    const samples = await loadSamples(t.db);
    mdr = t.routes().filter((r) => r.url.startsWith('/mdr/'));
    keyed = new Map();
    for (const r of mdr.filter((x) => x.permission !== SIGNED_IN)) keyed.set(r.permission!, [...keyed.get(r.permission!) ?? [], r]);
    for (const route of mdr) bodies.set(route.url, await bodyOn(t, samples, route));
  });
  afterAll(() => t?.close());

  it("declares a generated action key on every /mdr route, a resource's own routes <resource>.<action>", () => {
    expect(mdr.length).toBeGreaterThan(0);
    for (const route of mdr) {
      const def = resourceOf(route);
      const action = def && route.url.slice(`/mdr/${def.name}/`.length);
      // a hand-written route under a resource's path (income_by_month) names its own
      const expected = def && actionsOf(def).includes(action!) ? actionKey(def.name, action!) : route.permission;
      expect({ url: route.url, permission: route.permission }).toEqual({ url: route.url, permission: expected });
      expect({ url: route.url, known: route.permission === SIGNED_IN || isActionKey(route.permission ?? '') }).toEqual({ url: route.url, known: true });
    }
    for (const def of registeredResources()) expect({ def: def.name, routes: routesOf(mdr, def).length > 0 }).toEqual({ def: def.name, routes: true });
    expect(new Set(keyed.keys())).toEqual(new Set(ROUTED));
    // a key opening no route shows fields of its resource's answers, and is marked money
    expect((ACTION_KEYS as readonly ActionKeyInfo[]).filter((k) => !ROUTED.includes(k.key)).map((k) => [k.key, k.mark, k.fields?.length]))
      .toEqual([['withdrawal_batches.read_money', 'money', 1], ['author_traffic.read_money', 'money', 1], ['promotion_links.read_money', 'money', 1]]);
  });

  it('refuses every /mdr route (-2) to staff with every key but its own, before the body, changing nothing', async () => {
    const refusedTo: [RegisteredRoute[], string][] = [];
    for (const [key, routes] of keyed) refusedTo.push([routes, (await sessionFor(t, { modules: ALL.filter((k) => k !== key) })).token]);
    const before = await snapshotTables(t.db);
    const wrong: string[] = [];
    for (const [routes, token] of refusedTo) {
      for (const route of routes) {
        for (const sent of [bodies.get(route.url), UNPARSABLE]) {
          const res = await t.call(route.url, sent, { token });
          if (res.code !== -2 || res.status !== 403) wrong.push(`${route.url} ${JSON.stringify(sent)}: ${res.code} ${res.message}`);
          expect(res.headers['content-type']).toContain('application/json');
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("lets staff holding only the route's key past the access check (their unparsable body is -1)", async () => {
    for (const [key, routes] of keyed) {
      const { token } = await sessionFor(t, { modules: [key] });
      for (const route of routes) {
        const res = await t.call(route.url, UNPARSABLE, { token });
        expect({ url: route.url, key, code: res.code }).toEqual({ url: route.url, key, code: -1 });
      }
    }
  });

  it('lets every signed-in member call the SIGNED_IN routes, and role * every route', async () => {
    const member = (await sessionFor(t, {})).token;
    const root = (await sessionFor(t, { role: '*' })).token;
    for (const route of mdr) {
      if (route.permission === SIGNED_IN) expect({ url: route.url, code: (await t.call(route.url, UNPARSABLE, { token: member })).code }).toEqual({ url: route.url, code: -1 });
      expect({ url: route.url, code: (await t.call(route.url, UNPARSABLE, { token: root })).code }).toEqual({ url: route.url, code: -1 });
    }
  });

  it('asks for sign-in (-3) on every /mdr route without a token, before looking at the body', async () => {
    for (const route of mdr) {
      const res = await t.call(route.url, UNPARSABLE);
      expect({ url: route.url, code: res.code, data: res.data }).toEqual({ url: route.url, code: -3, data: { relogin: true } });
    }
  });

  it('registers none of the standard actions a resource leaves out (-4)', async () => {
    const { token } = await sessionFor(t, { role: '*' });
    for (const def of registeredResources().filter((d) => d.actions)) {
      for (const action of STANDARD_ACTIONS.filter((a) => !def.actions!.includes(a))) {
        const res = await t.call(`/mdr/${def.name}/${action}`, { id: 1, ids: [1], data: {} }, { token });
        expect({ url: `/mdr/${def.name}/${action}`, code: res.code }).toEqual({ url: `/mdr/${def.name}/${action}`, code: -4 });
      }
    }
  });
});
