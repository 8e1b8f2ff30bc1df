// The bad-input sweep, generated from every route's body schema (resources,
// commands and hand-written routes alike, public ones included): each bad
// field is -1 naming it (in data.errors, and by its label in the message) and nothing changes; a body too deep, too long or with
// too many fields is -1 for `body` on every route; inputs at the edge of what
// a schema accepts (numbers at their bounds, non-ASCII and control characters
// in every string) get whatever answer the route's rules give. Always an
// envelope, never a 500. See tests/api/helpers/bad-input.ts, edge-input.ts
// and body-shapes.ts.
//
// It is the API suite's longest file, so each backend runs it from a file of its own
// (sweep.test.ts, sweep-postgres.test.ts): the two halves run on both workers side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type Backend, type CallResult, type TestApp } from '../helpers';
import { BOT_SCOPES } from '../../../contract/bots';
import { fieldLabel } from '../../../server/core/field-labels';
import { botKey } from '../exceptions/fixtures';
import { badInputs } from '../helpers/bad-input';
import { BODY_SHAPES } from '../helpers/body-shapes';
import { edgeInputs } from '../helpers/edge-input';
import type { RegisteredRoute } from '../helpers/routes';
import { loadSamples } from '../helpers/samples';
import { eachNode, isSchema, numericNodes } from '../helpers/schema-sample';
import { snapshotTables } from '../helpers/snapshot';

/** What is wrong with an answer besides its code: a 500, or no envelope (a CSV export's 200 is not one). */
function answerProblem(res: CallResult): string | null {
  if (res.status >= 500 || res.status === 0) return `HTTP ${res.status}`;
  if (res.status === 200 && String(res.headers['content-type'] ?? '').startsWith('text/csv')) return null;
  let parsed: Record<string, unknown> | null; // JSON.parse may answer null
  try { parsed = JSON.parse(res.body) as Record<string, unknown>; } catch { return 'not JSON'; }
  const envelope = parsed !== null && Number.isInteger(parsed.code) && typeof parsed.message === 'string' && 'data' in parsed;
  return envelope ? null : 'not an envelope';
}

const fieldsOf = (res: CallResult): string[] => (res.data?.errors ?? []).map((e: { field: string }) => e.field);
/** The schema's own bound messages (server/core/messages.ts): a value at a bound must not get them. */
const BOUND_MESSAGE = /^Must be (at least|at most) /;

/** The sweep on one backend; skipped when that backend is not tested (PostgreSQL without TEST_DATABASE_URL). */
export const sweepOn = (backend: Backend) => describe.skipIf(!testBackends().includes(backend))(`bad-input sweep over every route (${backend})`, () => {
  let t: TestApp;
  let token: string;
  let partnerKey: string;
  let routes: RegisteredRoute[];
  const tally = { requests: 0, status500: 0 };

  /**
   * POSTs `body` (raw JSON when a string) with the sweeper's token and a
   * partner key holding every scope (each route reads the one it serves), or
   * with neither; counts every call and every 500.
   */
  async function send(url: string, body: unknown, signedIn = true): Promise<CallResult> {
    tally.requests++;
    const options = signedIn ? { token, headers: { 'x-bot-key': partnerKey } } : {};
    const res = await t.call(url, body, { ...options, lang: 'en-US' })
      .catch((e: Error) => ({ code: NaN, message: `no answer: ${e.message}`, status: 0, data: null, headers: {}, body: '' }));
    if (res.status >= 500) tally.status500++;
    return res;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const sample of Object.values(await loadSamples(t.db))) await sample.insert();
    const admin = await t.createStaff({ username: 'sweeper', role: '*' });
    token = await t.login(admin.username, admin.password);
    partnerKey = await botKey(t.db, [...BOT_SCOPES]);
    routes = t.routes().filter((r) => r.method === 'POST');
  });
  afterAll(async () => {
    console.log(`bad-input sweep (${backend}): ${tally.requests} requests over ${routes?.length ?? 0} routes, ${tally.status500} answered 500`);
    await t?.close();
  });

  it('bounds every number of every body on both sides, within safe integers', () => {
    const unbounded: string[] = [];
    for (const route of routes) {
      if (!isSchema(route.body)) continue;
      eachNode(route.body, (s, path) => {
        for (const n of numericNodes(s)) {
          const ok = typeof n.minimum === 'number' && typeof n.maximum === 'number'
            && n.minimum >= -Number.MAX_SAFE_INTEGER && n.maximum <= Number.MAX_SAFE_INTEGER;
          if (!ok) unbounded.push(`${route.url} ${path.join('.')}: minimum ${n.minimum}, maximum ${n.maximum}`);
        }
      });
    }
    expect(unbounded).toEqual([]);
  });

  it('answers -1 naming the field for every bad field and every bad body shape of every route, and changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(0);
    const before = await snapshotTables(t.db);
    const wrong: unknown[] = [];
    let cases = 0;
    const expectInvalid = async (url: string, name: string, body: unknown, field: string, signedIn = true) => {
      cases++;
      const res = await send(url, body, signedIn);
      const fields = fieldsOf(res);
      // the message names a field too, by its label: a toast shows the message alone
      const first = res.data?.errors?.[0] as { field: string; message: string } | undefined;
      const named = !!first && res.message.includes(`${fieldLabel('en-US', url, first.field)} — ${first.message}`);
      if (res.code !== -1 || res.status !== 400 || !fields.includes(field) || !named || answerProblem(res)) {
        wrong.push({ url, case: name, signedIn, code: res.code, status: res.status, fields, message: res.message });
      }
    };
    for (const route of routes) {
      for (const { name, body, field } of badInputs(route.body)) await expectInvalid(route.url, name, body, field);
      for (const shape of BODY_SHAPES.filter((s) => s.refused)) {
        await expectInvalid(route.url, shape.name, shape.payload, 'body');
        if (route.public || route.tokenOptional) await expectInvalid(route.url, shape.name, shape.payload, 'body', false);
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(routes.length);
    expect(await snapshotTables(t.db)).toEqual(before);
  }, 240_000);

  it('answers an envelope, never a 500, for numbers at their bounds, any text and bodies at the shape limits', async () => {
    const wrong: unknown[] = [];
    const expectAnswer = async (url: string, name: string, body: unknown, field: string | null, signedIn = true) => {
      const res = await send(url, body, signedIn);
      const problem = answerProblem(res);
      const refusedBound = field !== null && (res.data?.errors ?? [])
        .some((e: { field: string; message: string }) => e.field === field && BOUND_MESSAGE.test(e.message));
      if (problem || refusedBound) wrong.push({ url, case: name, signedIn, code: res.code, status: res.status, problem, fields: fieldsOf(res) });
    };
    for (const route of routes) {
      for (const { name, body, field } of edgeInputs(route.body)) await expectAnswer(route.url, name, body, field);
      for (const shape of BODY_SHAPES.filter((s) => !s.refused)) {
        await expectAnswer(route.url, shape.name, shape.payload, null);
        if (route.public) await expectAnswer(route.url, shape.name, shape.payload, null, false);
      }
    }
    expect(wrong).toEqual([]);
    expect(tally.status500).toBe(0);
  }, 240_000);
});
