// Commands declared on a resource (tests' test_contacts): lock → check `from`
// → run → one audit row → `after`, all in one transaction; a declared answer
// (a key shown once); `_many`; step-up declared on the route; async mappers.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf } from '../../../server/resources/routes';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { apiDocument } from '../helpers/docs';
import { sessionFor } from '../helpers/grants';
import { auditRows, signInStaff, type Staff } from '../guide/fixtures';
import { contacts, createContactsTable, grantTestKeys, keyHash, testResourcesPlugin } from './test-resources';

describe.each(testBackends())('commands (%s)', (backend) => {
  let t: TestApp;
  let editor: Staff;
  let editor2: Staff;
  const routes: RouteOptions[] = [];
  const plugin = async (api: FastifyInstance) => {
    api.addHook('onRoute', (r) => { routes.push(r); });
    await testResourcesPlugin(api);
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: createContactsTable, plugins: [plugin] });
    ({ editor, editor2 } = await signInStaff(t));
    await grantTestKeys(t.db, ['editor', 'editor2']);
  });
  afterAll(() => t?.close());

  const call = (action: string, body: object, token = editor.token) => t.call(`/mdr/test_contacts/${action}`, body, { token, lang: 'en-US' });
  const row = (id: number) => t.db.selectFrom('test_contacts' as never).selectAll().where('id' as never, '=', id as never)
    .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;
  const create = async (name: string) => {
    const res = await call('create', { data: { name, password: 'correct horse' } });
    expect(res.code).toBe(1);
    return res.data as { id: number };
  };

  it('lists commands (and _many where declared) among the actions, with reveal and history', () => {
    expect(actionsOf(contacts)).toEqual([
      'list', 'get', 'get_many', 'create', 'update', 'delete', 'update_many', 'delete_many', 'export',
      'mute', 'mute_many', 'create_key', 'reveal', 'history',
    ]);
  });

  it('awaits async toInsert/toUpdate/validate: the password is stored as an argon2 hash', async () => {
    const c = await create('hashed');
    expect(String((await row(c.id)).password_hash)).toMatch(/^\$argon2/);
    const dup = await call('create', { data: { name: 'hashed', password: 'another one' } });
    expect(dup.code).toBe(-1);
    expect(dup.data.errors[0].field).toBe('data.name');
    const before = String((await row(c.id)).password_hash);
    expect((await call('update', { id: c.id, data: { password: 'brand new pass' }, version: 1 })).code).toBe(1);
    expect(String((await row(c.id)).password_hash)).not.toBe(before);
  });

  it('runs a command with its body: state checked, written, one audit row named after it', async () => {
    const c = await create('noisy');
    const res = await call('mute', { id: c.id, reason: 'spam', hours: 24 });
    expect(res.data).toMatchObject({ id: c.id, status: 'muted', mutedReason: 'spam (24h)', version: 2 });
    const rows = await auditRows(t.db, 'test_contacts', c.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'mute']);
    expect(rows[1].before).toMatchObject({ status: 'active' });
    expect(rows[1].after).toMatchObject({ status: 'muted' });
    // from: active only
    expect((await call('mute', { id: c.id, reason: 'again', hours: 1 })).code).toBe(-5);
    expect((await call('mute', { id: c.id, reason: 'x', hours: 0 })).data.errors[0].field).toBe('hours');
    expect(await auditRows(t.db, 'test_contacts', c.id)).toHaveLength(2);
  });

  it('undoes the command and its audit row when `after` fails', async () => {
    const c = await create('lucky');
    const res = await call('mute', { id: c.id, reason: 'boom', hours: 2 });
    expect(res.code).toBe(0);
    expect(await row(c.id)).toMatchObject({ status: 'active', version: 1 });
    expect((await auditRows(t.db, 'test_contacts', c.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('two staff running the same command at once: one wins, the other gets -5', async () => {
    const c = await create('contested');
    const [a, b] = await Promise.all([
      call('mute', { id: c.id, reason: 'one', hours: 1 }),
      call('mute', { id: c.id, reason: 'two', hours: 1 }, editor2.token),
    ]);
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
    expect((await auditRows(t.db, 'test_contacts', c.id)).filter((r) => r.action === 'mute')).toHaveLength(1);
  });

  it('_many acts per record and reports {done, failed}', async () => {
    const [x, y] = [await create('many-1'), await create('many-2')];
    await call('mute', { id: y.id, reason: 'first', hours: 1 });
    const res = await call('mute_many', { ids: [x.id, y.id], reason: 'bulk', hours: 3 });
    expect(res.data.done).toEqual([x.id]);
    expect(res.data.failed).toMatchObject([{ id: y.id, code: -5 }]);
  });

  it('answers a caller who may mute but not read a record in another state exactly as a missing one', async () => {
    const muter = await sessionFor(t, { modules: ['test_contacts.mute'] });
    const [active, muted] = [await create('probe-active'), await create('probe-muted')];
    await call('mute', { id: muted.id, reason: 'first', hours: 1 });
    const missing = muted.id + 1000;
    const answer = async (id: number) => {
      const { status, code, message, data } = await call('mute', { id, reason: 'probe', hours: 1 }, muter.token);
      return { status, code, message, data };
    };
    const other = await answer(muted.id);
    expect(other).toEqual(await answer(missing));
    expect(other.code).toBe(-4);
    const many = await call('mute_many', { ids: [muted.id, missing], reason: 'probe', hours: 1 }, muter.token);
    expect(many.data.failed.map((f: { code: number; message: string }) => [f.code, f.message]))
      .toEqual([[-4, other.message], [-4, other.message]]);
    // acting on a record in a state it starts from still works; a reader still learns the state (-5)
    expect((await call('mute', { id: active.id, reason: 'ok', hours: 1 }, muter.token)).code).toBe(1);
    expect((await call('mute', { id: muted.id, reason: 'again', hours: 1 })).code).toBe(-5);
  });

  it('answers a declared answer instead of the record: a key shown once, only its hash stored', async () => {
    const c = await create('keyholder');
    const res = await call('create_key', { id: c.id });
    expect(Object.keys(res.data)).toEqual(['key']);
    expect((await row(c.id)).key_hash).toBe(keyHash(res.data.key));
    expect((await call('get', { id: c.id })).data).toMatchObject({ hasKey: true, version: 2 });
    expect(JSON.stringify(await auditRows(t.db, 'test_contacts', c.id))).not.toContain(res.data.key);
  });

  it('carries step-up and the action key on the route config and in the OpenAPI document, only where declared', async () => {
    const config = (url: string) => routes.find((r) => r.url === url)?.config as { stepUp?: boolean; permission?: string };
    expect(config('/mdr/test_contacts/create_key')).toMatchObject({ stepUp: true, permission: 'test_contacts.create_key' });
    expect(config('/mdr/test_contacts/mute').stepUp).toBeUndefined();
    expect(config('/mdr/test_contacts/mute_many').permission).toBe('test_contacts.mute');
    const doc = await apiDocument(t);
    expect(doc.paths['/mdr/test_contacts/create_key'].post.description).toMatch(/step-up/i);
    expect(doc.paths['/mdr/test_contacts/create_key'].post.description).toContain('Action key: test_contacts.create_key.');
    expect(doc.paths['/mdr/test_contacts/reveal'].post.description).toContain('Action key: test_contacts.reveal (sensitive');
    expect(doc.paths['/mdr/test_contacts/mute_many'].post.requestBody.content['application/json'].schema.required)
      .toEqual(expect.arrayContaining(['ids', 'reason', 'hours']));
  });
});
