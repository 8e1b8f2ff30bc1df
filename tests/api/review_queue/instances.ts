// Two API instances on one database, as the queue's live tests need them
// (live.test.ts, watchers.test.ts): what one instance writes, the other must
// tell or answer. B listens on a port (its live stream is read with fetch).
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type Backend, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { loadSamples, type ResourceSample } from '../helpers/samples';

export interface Instances {
  a: TestApp;
  b: TestApp;
  /** B's address */
  base: string;
  samples: Record<string, ResourceSample>;
}

/** Starts A and B before the file's tests (stops them after); `staff` signs in a named member of a role, `ok` calls and expects success. */
export function twoInstances(backend: Backend) {
  const on = {} as Instances;
  const role: Record<string, number> = {};
  beforeAll(async () => {
    on.a = await createTestApp(backend);
    on.b = await createTestApp(backend, { sameDatabaseAs: on.a });
    await on.b.app.listen({ host: '127.0.0.1', port: 0 });
    on.base = `http://127.0.0.1:${(on.b.app.server.address() as { port: number }).port}`;
    on.samples = await loadSamples(on.a.db);
    for (const r of await on.a.db.selectFrom('roles').select(['id', 'name_en']).execute()) role[r.name_en] = r.id;
  }, 120_000);
  afterAll(async () => {
    await on.b?.close();
    await on.a?.close();
  });
  const staff = async (t: TestApp, name: string, roleName: string) => {
    const s = await sessionFor(t, { roles: [role[roleName]] });
    await t.db.updateTable('admins').set({ name }).where('id', '=', s.id).execute();
    return s;
  };
  const ok = async (t: TestApp, path: string, body: object, token: string) => {
    const res = await t.call(path, body, { token });
    expect(res.code, `${path}: ${res.message}`).toBe(1);
    return res.data;
  };
  return { on, staff, ok };
}
