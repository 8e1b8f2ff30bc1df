// A body's size and shape cannot hold the server (server/core/json-body.ts):
// past its route's limits a body is refused -1 for `body` as it is read or
// parsed, and other calls made meanwhile answer at once. Routes anyone may call
// (sign-in, QR, partner routes, the tooltip) have small limits; staff routes,
// whose session is checked before the body is read, larger ones; a route may
// declare its own (the exception report: 1 MB). Over real HTTP on a listening
// server, so the bodies travel and are read as in production; ten at once, as
// the attack they stop.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../../server/core/json-body';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { keysObject, manyArrays, MANY_DEEP_ARRAYS, nestedArrays } from '../helpers/body-shapes';

const PUBLIC = BODY_LIMITS.public;
const STAFF = BODY_LIMITS.signedIn;
/** numbers in an array: with what holds them, `n` values in all (the body, its fields, the array) */
const zeros = (n: number) => `[${'0,'.repeat(n - 1)}0]`;

type Answer = { code: number; message: string; data: { errors?: { field: string; message: string }[] } };

describe.each(testBackends())('bodies too large, too deep or holding too much (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const staff = await t.createStaff({ username: 'shapes', role: '*' });
    token = await t.login(staff.username, staff.password);
  });
  afterAll(() => t?.close());

  /** POSTs a raw JSON body (signed in when asked); answers the envelope, the status and how long the answer took. */
  async function post(path: string, payload: string, { lang = 'en-US', signedIn = false } = {}) {
    const started = performance.now();
    const res = await fetch(base + path, { method: 'POST', body: payload,
      headers: { appid: '4', 'content-type': 'application/json', lang, ...(signedIn ? { token } : {}) } });
    const body = await res.json() as Answer;
    return { status: res.status, body, ms: performance.now() - started };
  }
  const errorsOf = async (path: string, payload: string, options?: { lang?: string; signedIn?: boolean }) =>
    (await post(path, payload, options)).body.data?.errors;

  async function health() {
    const started = performance.now();
    const res = await fetch(`${base}/health`);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  }

  // Three rounds of ten bodies at once, judged by the quickest /health: a body
  // that holds the server (these took seconds before the per-route limits)
  // slows every round, while a busy machine only slows some.
  it.each([
    ['/api/user/login', false, '9,999 arrays 30 deep (600 KB)', `{"username":${manyArrays(30)},"password":"x"}`,
      `The body must be at most ${PUBLIC.bytes / 1024} KB`],
    ['/api/user/login', false, '9,999 fields of arrays 25 deep', `{"username":${keysObject(9_999, nestedArrays(25))}}`,
      `The body must be at most ${PUBLIC.bytes / 1024} KB`],
    ['/v3/exception/report', false, '240 chains 2,000 deep (960 KB)', `{"events":${MANY_DEEP_ARRAYS}}`,
      `The body is nested deeper than ${PUBLIC.depth} levels`],
    ['/mdr/users/list', true, '9,999 arrays 29 deep (580 KB)', `{"filter":{"q":${manyArrays(29)}}}`,
      `The body holds more than ${STAFF.values} values (numbers, texts, arrays, objects)`],
  ])('%s (signed in: %s): ten bodies of %s are -1 for body, and /health answers within 100 ms meanwhile', async (path, signedIn, shape, payload, message) => {
    const rounds: { refused: Awaited<ReturnType<typeof post>>[]; meanwhile: Awaited<ReturnType<typeof health>> }[] = [];
    for (let i = 0; i < 3; i++) {
      const bodies = Array.from({ length: 10 }, () => post(path, payload, { signedIn }));
      const meanwhile = await health();
      rounds.push({ refused: await Promise.all(bodies), meanwhile });
    }
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`${backend} ${path}, ${shape}: ten refused in at most ${rounds.map((r) => ms(Math.max(...r.refused.map((x) => x.ms)))).join(', ')}; `
      + `/health meanwhile ${rounds.map((r) => ms(r.meanwhile.ms)).join(', ')}`);
    for (const { refused, meanwhile } of rounds) {
      for (const r of refused) expect(r).toMatchObject({ status: 400, body: { code: -1, data: { errors: [{ field: 'body', message }] } } });
      expect(meanwhile.status).toBe(200);
    }
    expect(Math.min(...rounds.map((r) => r.meanwhile.ms))).toBeLessThan(100);
  });

  it('says each limit in both languages, not a 500', async () => {
    const chain = `{"username":${nestedArrays(3000)}}`;
    expect(await errorsOf('/api/user/login', chain, { lang: 'zh-CN' })).toEqual([{ field: 'body', message: `请求体嵌套超过 ${PUBLIC.depth} 层` }]);
    const many = `{"extra":${zeros(PUBLIC.values)}}`;
    expect(await errorsOf('/api/user/login', many, { lang: 'zh-CN' }))
      .toEqual([{ field: 'body', message: `请求体中的值（数字、文本、数组、对象）超过 ${PUBLIC.values} 个` }]);
    const large = JSON.stringify({ username: 'x'.repeat(PUBLIC.bytes) });
    expect(await errorsOf('/api/user/login', large, { lang: 'zh-CN' })).toEqual([{ field: 'body', message: `请求体不能超过 ${PUBLIC.bytes / 1024} KB` }]);
    expect(await errorsOf('/mdr/users/list', `{"extra":${'x'.repeat(STAFF.bytes)}}`, { signedIn: true }))
      .toEqual([{ field: 'body', message: 'The body must be at most 1 MB' }]);
  });

  it('takes a public route\'s body at its limits, and refuses it past them', async () => {
    // the body, username, password, extra and its numbers
    const values = (n: number) => `{"username":"x","password":"x","extra":${zeros(n - 4)}}`;
    expect((await errorsOf('/api/user/login', values(PUBLIC.values)))?.map((e) => e.field)).toEqual(['extra']);
    expect(await errorsOf('/api/user/login', values(PUBLIC.values + 1)))
      .toEqual([{ field: 'body', message: `The body holds more than ${PUBLIC.values} values (numbers, texts, arrays, objects)` }]);
    const deep = (levels: number) => `{"username":"x","password":"x","extra":${nestedArrays(levels - 1)}}`;
    expect((await errorsOf('/api/user/login', deep(PUBLIC.depth)))?.map((e) => e.field)).toEqual(['extra']);
    expect((await errorsOf('/api/user/login', deep(PUBLIC.depth + 1)))?.[0]?.message).toBe(`The body is nested deeper than ${PUBLIC.depth} levels`);
    const sized = (bytes: number) => { const head = '{"username":"'; return `${head}${'x'.repeat(bytes - head.length - 2)}"}`; };
    expect((await errorsOf('/api/user/login', sized(PUBLIC.bytes)))?.map((e) => e.field)).toEqual(['username']);
    expect((await errorsOf('/api/user/login', sized(PUBLIC.bytes + 1)))?.[0]?.field).toBe('body');
  });

  it('takes a staff route\'s body at its limits, and refuses it past them', async () => {
    const { arrayItems, keys, values, depth } = STAFF;
    const list = (extra: string) => errorsOf('/mdr/users/list', `{"extra":${extra}}`, { signedIn: true });
    expect(await list(zeros(arrayItems + 1))).toEqual([{ field: 'body', message: `An array in the body has more than ${arrayItems} items` }]);
    expect((await list(zeros(arrayItems)))?.map((e) => e.field)).toEqual(['extra']);
    expect(await list(keysObject(keys))).toEqual([{ field: 'body', message: `The body has more than ${keys} fields in all` }]);
    expect((await list(keysObject(keys - 1)))?.map((e) => e.field)).toEqual(['extra']);
    // the body, extra, its two arrays and their numbers
    const twoArrays = (n: number) => `[${zeros(arrayItems)},${zeros(n - arrayItems - 4)}]`;
    expect((await list(twoArrays(values)))?.map((e) => e.field)).toEqual(['extra']);
    expect((await list(twoArrays(values + 1)))?.[0]?.message).toBe(`The body holds more than ${values} values (numbers, texts, arrays, objects)`);
    expect((await list(nestedArrays(depth - 1)))?.map((e) => e.field)).toEqual(['extra']);
    expect((await list(nestedArrays(depth)))?.[0]?.message).toBe(`The body is nested deeper than ${depth} levels`);
  });

  it('counts brackets, commas and colons inside strings as text, not as shape', async () => {
    const text = `${'[{'.repeat(50)}"\\\\\\":,`.repeat(2_000);
    const res = await post('/mdr/users/list', JSON.stringify({ filter: { q: text.slice(0, 64) }, extra: text }), { signedIn: true });
    expect(res.body.data?.errors?.map((e) => e.field)).toEqual(['extra']);
  });
});
