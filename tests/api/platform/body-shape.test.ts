// A body's shape cannot hold the server: a body nested deeper, with longer
// arrays or more fields than server/core/json-body.ts allows is refused -1 for
// `body` as it is parsed, on public routes too (sign-in, a partner's exception
// report without a key), and other calls made meanwhile answer at once. Over
// real HTTP on a listening server, so the bodies travel and are read as in
// production.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_SHAPE_LIMITS } from '../../../server/core/json-body';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { MANY_DEEP_ARRAYS, nestedArrays } from '../helpers/body-shapes';

/** The login body of the report: a username of 240 arrays each 2,000 deep (960 KB). */
const DEEP_LOGIN = `{"username":${MANY_DEEP_ARRAYS},"password":"x"}`;
const DEEP_REPORT = `{"events":${MANY_DEEP_ARRAYS}}`;
/** As deep as a recursive walk survives on any stack, so only the time it takes could hold the server. */
const HALF_AS_DEEP = `{"username":[${Array.from({ length: 480 }, () => nestedArrays(1000)).join(',')}],"password":"x"}`;

describe.each(testBackends())('bodies too deep, too long or too wide (%s)', (backend) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  /** POSTs a raw JSON body; answers the envelope, the status and how long the answer took. */
  async function post(path: string, payload: string, lang = 'en-US') {
    const started = performance.now();
    const res = await fetch(base + path, { method: 'POST', body: payload, headers: { appid: '4', 'content-type': 'application/json', lang } });
    const body = await res.json() as { code: number; message: string; data: { errors?: { field: string; message: string }[] } };
    return { status: res.status, body, ms: performance.now() - started };
  }

  async function health() {
    const started = performance.now();
    const res = await fetch(`${base}/health`);
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  }

  // Three rounds, judged by the quickest /health: a body that holds the server
  // (the walk this replaced took seconds) slows every round, while a busy
  // machine only slows some.
  it.each([
    ['/api/user/login', '240 chains 2,000 deep', DEEP_LOGIN],
    ['/v3/exception/report', '240 chains 2,000 deep', DEEP_REPORT],
    ['/api/user/login', '480 chains 1,000 deep', HALF_AS_DEEP],
  ])('%s: a 960 KB body of %s is -1 for body, and /health answers within 100 ms meanwhile', async (path, shape, payload) => {
    const rounds: { refused: Awaited<ReturnType<typeof post>>; meanwhile: Awaited<ReturnType<typeof health>> }[] = [];
    for (let i = 0; i < 3; i++) {
      const deep = post(path, payload);
      const meanwhile = await health();
      rounds.push({ refused: await deep, meanwhile });
    }
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`${backend} ${path}, ${shape}: deep body refused in ${rounds.map((r) => ms(r.refused.ms)).join(', ')}; `
      + `/health meanwhile ${rounds.map((r) => ms(r.meanwhile.ms)).join(', ')}`);
    for (const { refused, meanwhile } of rounds) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: -1,
        data: { errors: [{ field: 'body', message: `The body is nested deeper than ${BODY_SHAPE_LIMITS.depth} levels` }] },
      });
      expect(meanwhile.status).toBe(200);
    }
    expect(Math.min(...rounds.map((r) => r.meanwhile.ms))).toBeLessThan(100);
  });

  it('refuses one chain 3,000 deep with -1, not a 500, in both languages', async () => {
    const chain = `{"username":${nestedArrays(3000)}}`;
    const en = await post('/api/user/login', chain);
    expect(en).toMatchObject({ status: 400, body: { code: -1, data: { errors: [{ field: 'body' }] } } });
    const zh = await post('/api/user/login', chain, 'zh-CN');
    expect(zh.body.data.errors).toEqual([{ field: 'body', message: `请求体嵌套超过 ${BODY_SHAPE_LIMITS.depth} 层` }]);
  });

  it('refuses an array longer and a body with more fields than the limits, and takes them at the limits', async () => {
    const { arrayItems, keys, depth } = BODY_SHAPE_LIMITS;
    const items = (n: number) => `{"username":[${'1,'.repeat(n - 1)}1],"password":"x"}`;
    const fields = (n: number) => `{"username":"x","password":"x","extra":{${Array.from({ length: n - 3 }, (_, i) => `"k${i}":1`).join(',')}}}`;
    expect((await post('/api/user/login', items(arrayItems + 1))).body.data.errors)
      .toEqual([{ field: 'body', message: `An array in the body has more than ${arrayItems} items` }]);
    expect((await post('/api/user/login', fields(keys + 1))).body.data.errors)
      .toEqual([{ field: 'body', message: `The body has more than ${keys} fields in all` }]);
    // at the limits the body is parsed and the schema judges it: the field at fault is named
    expect((await post('/api/user/login', items(arrayItems))).body.data.errors?.map((e) => e.field)).toEqual(['username']);
    expect((await post('/api/user/login', fields(keys))).body.data.errors?.map((e) => e.field)).toEqual(['extra']);
    const atDepth = `{"username":${nestedArrays(depth - 1)},"password":"x"}`;
    expect((await post('/api/user/login', atDepth)).body.data.errors?.map((e) => e.field)).toEqual(['username']);
  });

  it('counts brackets, commas and colons inside strings as text, not as shape', async () => {
    const text = `${'[{'.repeat(50)}"\\\\\\":,`.repeat(2_000);
    const res = await post('/api/user/login', JSON.stringify({ username: text.slice(0, 64), password: text }));
    expect(res.body.data?.errors?.some((e) => e.field === 'body')).not.toBe(true);
  });
});
