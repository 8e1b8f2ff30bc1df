// The bad-input sweep, generated from every route's body schema (resources,
// commands and hand-written routes alike): each bad field is -1 naming it —
// never a 500 — and nothing changes. See tests/api/helpers/bad-input.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { badInputs } from '../helpers/bad-input';
import type { RegisteredRoute } from '../helpers/routes';
import { loadSamples } from '../helpers/samples';
import { snapshotTables } from '../helpers/snapshot';

describe.each(testBackends())('bad-input sweep over every route (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const sample of Object.values(await loadSamples(t.db))) await sample.insert();
    const admin = await t.createStaff({ username: 'sweeper', role: '*' });
    token = await t.login(admin.username, admin.password);
    routes = t.routes().filter((r) => r.method === 'POST' && r.body);
  });
  afterAll(() => t?.close());

  it('answers -1 naming the field for every bad field of every body, and changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(0);
    const before = await snapshotTables(t.db);
    const wrong: unknown[] = [];
    let cases = 0;
    for (const route of routes) {
      for (const { name, body, field } of badInputs(route.body)) {
        cases++;
        const res = await t.call(route.url, body, { token, lang: 'en-US' })
          .catch((e: Error) => ({ code: `no answer: ${e.message}`, status: 0, data: null }));
        const fields = (res.data?.errors ?? []).map((e: { field: string }) => e.field);
        if (res.code !== -1 || res.status !== 400 || !fields.includes(field)) {
          wrong.push({ url: route.url, case: name, code: res.code, status: res.status, fields });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(routes.length);
    expect(await snapshotTables(t.db)).toEqual(before);
    // it grows with every module's routes: a few thousand calls in one test
  }, 240_000);
});
