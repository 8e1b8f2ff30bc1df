// Every route of every resource, called successfully on real records (bodies
// generated from the route's schema, records from the module's samples): each
// record the call changes gets exactly one audit row, and nothing else does.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ACTIONS, type AnyResource } from '../../../server/resources/types';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { registeredResources, routesOf, type RegisteredRoute } from '../helpers/routes';
import { loadSamples, type ResourceSample } from '../helpers/samples';
import { propertiesOf, sampleOf, type Schema } from '../helpers/schema-sample';

type Named = { from?: readonly string[] };
/** Transitions and (when the mechanism has them) commands, by name. */
const namedActions = (def: AnyResource): Record<string, Named> =>
  ({ ...(def as { commands?: Record<string, Named> }).commands, ...def.transitions });

const readOnly = (def: AnyResource) =>
  !!def.actions?.every((a) => READ_ACTIONS.includes(a)) && Object.keys(namedActions(def)).length === 0;

describe.each(testBackends())('one audit row per changed record (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let adminId: number;
  let samples: Record<string, ResourceSample>;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    samples = await loadSamples(t.db);
    const admin = await t.createStaff({ username: 'auditor', role: '*' });
    adminId = admin.id;
    token = await t.login(admin.username, admin.password);
    routes = t.routes();
  });
  afterAll(() => t?.close());

  /** id → the row as JSON, for the resource's table (empty for a resource without one). */
  const rowsOf = async (def: AnyResource): Promise<Map<string, string>> => {
    if (!def.table) return new Map();
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(def.table)}`.execute(t.db);
    return new Map(rows.map((r) => [String(r.id), JSON.stringify(r)]));
  };
  const lastAuditId = async () => Number((await sql<{ n: string }>`SELECT coalesce(max(id), 0) AS n FROM audit_log`.execute(t.db)).rows[0].n);

  /** A body for the route on fresh records in the state the action starts from. */
  async function bodyFor(def: AnyResource, sample: ResourceSample, route: RegisteredRoute & { action: string }) {
    const schema = (route.body ?? {}) as Schema;
    const props = propertiesOf(schema);
    const state = namedActions(def)[route.action.replace(/_many$/, '')]?.from?.[0];
    const body = { ...(sampleOf(schema) as Record<string, unknown>) };
    const named: number[] = [];
    if (props.id) named.push((body.id = await sample.insert(state)) as number);
    if (props.ids) named.push(...(body.ids = [await sample.insert(state), await sample.insert(state)]) as number[]);
    if (props.version && def.table) {
      const { rows } = await sql<{ version: number }>`SELECT version FROM ${sql.table(def.table)} WHERE id = ${body.id}`.execute(t.db);
      body.version = rows[0].version;
    }
    if (props.data && sample.data) body.data = sample.data();
    return { body: { ...body, ...sample.bodies?.[route.action] }, named: named.map(String) };
  }

  /** What is wrong with the call's audit trail (empty when right), and how many records it changed. */
  async function exercise(def: AnyResource, sample: ResourceSample, route: RegisteredRoute & { action: string }) {
    const { body, named } = await bodyFor(def, sample, route);
    const before = await rowsOf(def);
    const since = await lastAuditId();
    const res = await t.call(route.url, body, { token });
    const csv = String(res.headers['content-type']).startsWith('text/csv');
    if ((res.code !== 1 && !csv) || res.data?.failed?.length) {
      return { problems: [`answered ${res.code} ${res.message} ${JSON.stringify(res.data)} to ${JSON.stringify(body)}`
        + ` (give tests/api/<module>/samples.ts a body for ${route.action} if the generated one cannot work)`], changed: 0 };
    }
    const after = await rowsOf(def);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id));
    const audit = await t.db.selectFrom('audit_log').selectAll().where('id', '>', String(since)).execute();
    const own = audit.filter((a) => a.resource === def.name).map((a) => a.record_id ?? '(none)');
    const problems = [
      ...changed.filter((id) => own.filter((r) => r === id).length !== 1)
        .map((id) => `record ${id} changed with ${own.filter((r) => r === id).length} audit rows`),
      ...own.filter((r, i) => own.indexOf(r) !== i).map((r) => `record ${r} has more than one audit row`),
      ...own.filter((r) => !changed.includes(r) && !named.includes(r)).map((r) => `audit row for record ${r}, neither changed nor named`),
      ...audit.filter((a) => a.actor_id !== adminId).map((a) => `audit row ${a.id} names actor ${a.actor_id}`),
    ];
    // previewing a role or a member turns the caller's session read-only (docs/preview.md): its
    // audit trail is checked above as any call's, then the session is given back for the next call
    if (route.action === 'preview') await t.call('/mdr/preview/end', {}, { token });
    return { problems, changed: changed.length };
  }

  it.each(registeredResources().map((def) => [def.name, def] as const))('%s', async (name, def) => {
    const sample = samples[name];
    expect(sample, `no sample for ${name}: add it to tests/api/<module>/samples.ts`).toBeDefined();
    const own = routesOf(routes, def);
    expect(own.length).toBeGreaterThan(0);
    const problems: Record<string, string[]> = {};
    let changed = 0;
    for (const route of own) {
      const outcome = await exercise(def, sample, route);
      changed += outcome.changed;
      if (outcome.problems.length) problems[route.action] = outcome.problems;
    }
    expect(problems).toEqual({});
    if (!readOnly(def)) expect(changed).toBeGreaterThan(0);
  });
});
