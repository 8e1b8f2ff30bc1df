// notify(), the one call modules send through: who receives (the access rule
// of contract/access/modules.ts, enabled staff only), that it writes with the
// caller's transaction, and that a malformed call is refused before writing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_PENDING } from '../../../server/modules/guide/events';
import { notify, type NotifyInput } from '../../../server/modules/messages/notify';
import { NOTE } from '../../../server/modules/messages/texts';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { messageCount } from './fixtures';

describe.each(testBackends())('notify (%s)', (backend) => {
  let t: TestApp;
  let s: Record<'root' | 'guide' | 'guideOff' | 'starKey' | 'other', number>;
  const todo = (to: NotifyInput['to']): NotifyInput => ({ to, type: 'todo', ...ARTICLE_PENDING, params: { title: 'x' }, messageType: 0 });
  const send = (input: NotifyInput) => t.db.transaction().execute((trx) => notify(trx, input));

  beforeAll(async () => {
    t = await createTestApp(backend);
    const make = async (username: string, role: string, modules: string[], disabled = false) =>
      (await t.createStaff({ username, role, modules, disabled })).id;
    s = {
      root: await make('root', '*', []),
      guide: await make('guide', 'user', ['mdr.dashboard', 'mdr.wow.guide']),
      guideOff: await make('guide-off', 'user', ['mdr.wow.guide'], true),
      starKey: await make('star-key', 'user', ['*', 'mdr.orders']),
      other: await make('other', 'user', ['mdr.orders']),
    };
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom('messages').execute();
  });

  it('to.key reaches enabled holders of the key and role *, like the access rule', async () => {
    expect(await send(todo({ key: 'mdr.wow.guide' }))).toEqual([s.root, s.guide]);
    expect(await send(todo({ key: 'mdr.orders' }))).toEqual([s.root, s.starKey, s.other]);
    // '*' is role * only, even for a module list that contains '*'
    expect(await send(todo({ key: '*' }))).toEqual([s.root]);
    expect(await messageCount(t.db)).toBe(6);
  });

  it('to.adminIds adds staff by id (enabled only); exceptAdminId leaves one out', async () => {
    expect(await send(todo({ adminIds: [s.other, s.guideOff, 999999] }))).toEqual([s.other]);
    expect(await send(todo({ key: 'mdr.wow.guide', adminIds: [s.other, s.guide] }))).toEqual([s.root, s.guide, s.other]);
    expect(await send(todo({ key: 'mdr.wow.guide', exceptAdminId: s.root }))).toEqual([s.guide]);
    expect(await send(todo({ adminIds: [s.guide], exceptAdminId: s.guide }))).toEqual([]);
  });

  it('writes with the caller\'s transaction: a rolled-back change sends nothing', async () => {
    await expect(t.db.transaction().execute(async (trx) => {
      expect(await notify(trx, todo({ key: 'mdr.wow.guide' }))).toHaveLength(2);
      throw new Error('the change failed after notifying');
    })).rejects.toThrow('the change failed');
    expect(await messageCount(t.db)).toBe(0);
  });

  it('refuses a malformed call before writing anything', async () => {
    const bad: [Partial<NotifyInput>, RegExp][] = [
      [{ to: {} }, /no recipients/],
      [{ to: { adminIds: [] } }, /no recipients/],
      [{ title: 'msg.guide.no_such_key' }, /not a registered message key/],
      [{ content: 'Hello there' }, /not a registered message key/],
      [{ link: 'https://phishing.example.com' }, /panel route/],
      [{ type: 'message', ...NOTE, messageType: 1 }, /messageType/],
      [{ type: 'message', ...NOTE, messageType: undefined, subject: { resource: 'articles', id: 1, state: 'pending' } }, /subject is for todos/],
    ];
    for (const [change, error] of bad) {
      await expect(send({ ...todo({ key: 'mdr.wow.guide' }), ...change })).rejects.toThrow(error);
    }
    expect(await messageCount(t.db)).toBe(0);
  });

  it('the table refuses what notify would (a second line of defence)', async () => {
    const row = { admin_id: s.guide, type: 'todo' as const, title: ARTICLE_PENDING.title };
    await expect(t.db.insertInto('messages').values({ ...row, link: 'javascript:alert(1)' }).execute()).rejects.toThrow();
    await expect(t.db.insertInto('messages').values({ ...row, type: 'message', message_type: 0 }).execute()).rejects.toThrow();
    await expect(t.db.insertInto('messages').values({ ...row, status: 1 }).execute()).rejects.toThrow();
    expect(await messageCount(t.db)).toBe(0);
  });

  it('a staff account deleted takes its messages with it', async () => {
    const leaver = (await t.createStaff({ username: 'leaver', modules: ['mdr.wow.guide'] })).id;
    expect(await send(todo({ adminIds: [leaver, s.guide] }))).toEqual([s.guide, leaver]);
    await t.db.deleteFrom('admins').where('id', '=', leaver).execute();
    expect(await messageCount(t.db)).toBe(1);
  });
});
