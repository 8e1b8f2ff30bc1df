// The server's log (server/core/request-log.ts): JSON lines, one per answered
// request, carrying the request id an error envelope hands the caller, so an
// operator finds a caller's failure by the id the caller reports.
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { getDocs } from '../helpers/docs';

const boom: FastifyPluginAsync = async (app) => {
  app.post('/mdr/test/boom', { config: { permission: 'game_items.read' } }, async () => {
    throw new Error('detail only the log may hold');
  });
};

interface Line { level: number; msg: string; requestId?: string; [key: string]: unknown }

describe('request log', () => {
  let t: TestApp;
  let token: string;
  const lines: Line[] = [];
  const linesOf = (requestId: unknown) => lines.filter((l) => l.requestId === requestId);

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      plugins: [boom],
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    await t.createStaff({ username: 'boss', role: '*' });
    token = await t.login('boss', 'boss-pass1');
  });
  afterAll(() => t?.close());

  it('writes one line per request: route, HTTP status, envelope code, duration, under the request id', async () => {
    const res = await t.call('/mdr/articles/list', {}, { token });
    expect(res.code).toBe(1);
    const mine = linesOf(res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request', method: 'POST', route: '/mdr/articles/list', status: 200, code: 1 });
    expect(mine[0].ms).toBeGreaterThan(0);
    expect(JSON.stringify(mine[0])).not.toContain(token);
  });

  it('an unexpected failure: the envelope\'s request id finds the stack and the request line', async () => {
    const res = await t.call('/mdr/test/boom', {}, { token });
    expect(res).toMatchObject({ status: 500, code: 0 });
    expect(res.body).not.toContain('detail only the log may hold');
    const mine = linesOf(res.data.requestId);
    expect(mine.map((l) => l.msg)).toEqual(['unexpected error', 'request']);
    expect((mine[0].err as { message: string }).message).toBe('detail only the log may hold');
    expect(mine[1]).toMatchObject({ route: '/mdr/test/boom', status: 500, code: 0 });
  });

  it('a refusal and an unknown address are logged with their codes; the address only when no route matched', async () => {
    const refused = await t.call('/mdr/articles/list', {}, { token: 'not-a-session' });
    expect(linesOf(refused.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/mdr/articles/list', status: 401, code: -3 })]);
    expect(linesOf(refused.headers['x-request-id'])[0]).not.toHaveProperty('url');
    const unknown = await t.call('/mdr/nothing/here');
    expect(linesOf(unknown.headers['x-request-id'])).toEqual([expect.objectContaining({ route: null, url: '/mdr/nothing/here', status: 404, code: -4 })]);
  });

  it('load balancer probes log below info; a file that is no envelope logs code null', async () => {
    const probe = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(probe.statusCode).toBe(200);
    expect(linesOf(probe.headers['x-request-id'])).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(linesOf(health.headers['x-request-id'])).toEqual([]);
    const docs = await getDocs(t);
    expect(linesOf(docs.headers['x-request-id'])).toEqual([expect.objectContaining({ status: 200, code: null })]);
  });
});
