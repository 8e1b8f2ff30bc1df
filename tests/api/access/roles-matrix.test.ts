// Every /mdr route × every seeded role and a role holding one key only,
// generated from the routes the app registers and the roles server/seed/roles.ts
// declares: a role's holder gets past the access check exactly when the role
// names the route's key (an unparsable body then answers -1, and no handler
// runs); otherwise the call, aimed at real records, is -2 and nothing changed
// (no row, no audit row, no balance: every table is fingerprinted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { SIGNED_IN } from '../../../server/core/hooks';
import { SEEDED_ROLES } from '../../../server/seed/roles';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';
import type { RegisteredRoute } from '../helpers/routes';
import { loadSamples } from '../helpers/samples';
import { snapshotTables } from '../helpers/snapshot';
import { bodyOn } from './bodies';

const UNPARSABLE = '{"probe": ';
const ONE_KEY: ActionKey = 'articles.approve';
const ROLES = [...SEEDED_ROLES.map((r) => ({ name: r.nameEn, keys: r.keys })), { name: `only ${ONE_KEY}`, keys: [ONE_KEY] }];

describe.each(testBackends())('every route × every seeded role (%s)', (backend) => {
  let t: TestApp;
  let keyed: RegisteredRoute[];
  const bodies = new Map<string, unknown>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    const samples = await loadSamples(t.db);
    keyed = t.routes().filter((r) => r.url.startsWith('/mdr/') && r.permission !== SIGNED_IN);
    for (const route of keyed) bodies.set(route.url, await bodyOn(t, samples, route));
  });
  afterAll(() => t?.close());

  // one call per route × role (hundreds): 14 s quiet, over 30 s at load 12
  it('lets a role through exactly where it names the key, refuses the rest with -2 and changes nothing', { timeout: 120_000 }, async () => {
    const holders = [];
    for (const role of ROLES) {
      const id = await roleWith(t, `${role.name} (as declared now)`, role.keys);
      holders.push({ ...role, token: (await sessionFor(t, { roles: [id] })).token });
    }
    const before = await snapshotTables(t.db);
    const wrong: string[] = [];
    let allowed = 0;
    let refused = 0;
    for (const role of holders) {
      for (const route of keyed) {
        const holds = role.keys.includes(route.permission as ActionKey);
        const res = await t.call(route.url, holds ? UNPARSABLE : bodies.get(route.url), { token: role.token });
        if (res.code !== (holds ? -1 : -2)) wrong.push(`${role.name} ${route.url} (${route.permission}): ${res.code} ${res.message}`);
        if (holds) allowed++;
        else refused++;
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t.db)).toEqual(before);
    // each role was both let through and refused somewhere: the matrix is not one-sided
    expect(allowed).toBeGreaterThanOrEqual(ROLES.length);
    expect(refused).toBeGreaterThan(keyed.length);
  });
});
