// The permission matrix, generated from the routes the app registers: every
// /mdr route declares a permission (a resource's routes the resource's own),
// is refused (-2, nothing changed) to staff holding every key but that one,
// and lets a holder of that key alone past the access check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../../src/access/modules';
import { SIGNED_IN } from '../../../server/core/hooks';
import { STANDARD_ACTIONS } from '../../../server/resources/types';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { registeredResources, resourceOf, routesOf, type RegisteredRoute } from '../helpers/routes';
import { loadSamples } from '../helpers/samples';
import { sampleOf, isSchema } from '../helpers/schema-sample';
import { snapshotTables } from '../helpers/snapshot';

/** Not JSON: a caller the access check lets through gets -1 (body) and no handler ever runs. */
const UNPARSABLE = '{"probe": ';

/** Who lacks `permission` while holding as much else as possible; null when every signed-in caller has it. */
function without(permission: string): { role: string; modules: string[] } | null {
  if (permission === SIGNED_IN) return null;
  if (permission === '*') return { role: 'user', modules: [...PERMISSION_KEYS, '*'] };
  return { role: 'user', modules: PERMISSION_KEYS.filter((k) => !permission.split(/[|&]/).includes(k)) };
}

/** Who holds `permission` and nothing else (of 'a|b', each alternative). */
function only(permission: string): { role: string; modules: string[] }[] {
  if (permission === '*') return [{ role: '*', modules: [] }];
  if (permission === SIGNED_IN) return [{ role: 'user', modules: [] }];
  return permission.split('|').map((alt) => ({ role: 'user', modules: alt.split('&') }));
}

describe.each(testBackends())('permission matrix (%s)', (backend) => {
  let t: TestApp;
  let mdr: RegisteredRoute[];
  let staff = 0;
  const signIn = async (grant: { role: string; modules: string[] }) => {
    const s = await t.createStaff({ username: `staff${++staff}`, ...grant });
    return t.login(s.username, s.password);
  };
  /** Routes by the key they must require: a resource's declared one, else the route's own. */
  const byPermission = () => {
    const groups = new Map<string, RegisteredRoute[]>();
    for (const r of mdr) {
      const key = resourceOf(r)?.permission ?? r.permission ?? '(none)';
      groups.set(key, [...groups.get(key) ?? [], r]);
    }
    return groups;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const samples = await loadSamples(t.db);
    for (const sample of Object.values(samples)) await sample.insert(); // records for the refused calls to aim at
    mdr = t.routes().filter((r) => r.url.startsWith('/mdr/'));
  });
  afterAll(() => t?.close());

  it("declares a permission on every /mdr route, a resource's routes their resource's", () => {
    expect(mdr.length).toBeGreaterThan(0);
    for (const route of mdr) {
      const expected = resourceOf(route)?.permission ?? expect.stringMatching(/\S/);
      expect({ url: route.url, permission: route.permission }).toEqual({ url: route.url, permission: expected });
    }
    for (const def of registeredResources()) expect({ def: def.name, routes: routesOf(mdr, def).length > 0 }).toEqual({ def: def.name, routes: true });
  });

  it('refuses every /mdr route (-2) to staff with every key but its own, before the body, changing nothing', async () => {
    const refusedTo: [RegisteredRoute[], string][] = [];
    for (const [permission, routes] of byPermission()) {
      const grant = without(permission);
      if (grant) refusedTo.push([routes, await signIn(grant)]);
    }
    const before = await snapshotTables(t.db);
    let refused = 0;
    for (const [routes, token] of refusedTo) {
      for (const route of routes) {
        const body = isSchema(route.body) ? sampleOf(route.body) : {};
        for (const sent of [body, UNPARSABLE]) {
          const res = await t.call(route.url, sent, { token });
          expect({ url: route.url, sent, code: res.code, status: res.status }).toEqual({ url: route.url, sent, code: -2, status: 403 });
          expect(res.headers['content-type']).toContain('application/json');
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('lets staff holding only the route\'s key past the access check (their unparsable body is -1)', async () => {
    for (const [permission, routes] of byPermission()) {
      for (const grant of only(permission)) {
        const token = await signIn(grant);
        for (const route of routes) {
          const res = await t.call(route.url, UNPARSABLE, { token });
          expect({ url: route.url, grant, code: res.code }).toEqual({ url: route.url, grant, code: -1 });
        }
      }
    }
  });

  it('asks for sign-in (-3) on every /mdr route without a token, before looking at the body', async () => {
    for (const route of mdr) {
      const res = await t.call(route.url, UNPARSABLE);
      expect({ url: route.url, code: res.code, data: res.data }).toEqual({ url: route.url, code: -3, data: { relogin: true } });
    }
  });

  it('registers none of the standard actions a resource leaves out (-4)', async () => {
    const token = await signIn({ role: '*', modules: [] });
    for (const def of registeredResources().filter((d) => d.actions)) {
      for (const action of STANDARD_ACTIONS.filter((a) => !def.actions!.includes(a))) {
        const res = await t.call(`/mdr/${def.name}/${action}`, { id: 1, ids: [1], data: {} }, { token });
        expect({ url: `/mdr/${def.name}/${action}`, code: res.code }).toEqual({ url: `/mdr/${def.name}/${action}`, code: -4 });
      }
    }
  });
});
