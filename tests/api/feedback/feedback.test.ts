// Feedback tickets: the workflow and its legal states, assign (and who may be
// assigned), the thread (a public reply moves an open ticket to processing, an
// internal note does not), overdue past FEEDBACK_SLA_HOURS, the filters, the
// assignee's to-do completing itself, concurrency, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES, FEEDBACK_TEMPLATES } from '../../../contract/feedback';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { insertTicket } from './fixtures';

describe.each(testBackends())('feedback (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let agent: { id: number; username: string; password: string };
  let other: { id: number; token: string };
  const call = (action: string, body: object, who = token, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/feedback/${action}`, body, { token: who, lang });
  const get = async (id: number) => (await call('get', { id })).data;
  const todosOf = (adminId: number, id: number) => t.db.selectFrom('messages').select(['message_type', 'status'])
    .where('admin_id', '=', adminId).where('subject_resource', '=', 'feedback').where('subject_id', '=', String(id)).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(backend);
    agent = await t.createStaff({ username: 'agent', modules: ['mdr.wow.feedback'], name: 'Agent Smith' });
    token = await t.login(agent.username, agent.password);
    const o = await t.createStaff({ username: 'agent2', modules: ['mdr.wow.feedback'] });
    other = { id: o.id, token: await t.login(o.username, o.password) };
  });
  afterAll(() => t?.close());

  it('assigns to me with a to-do, replies publicly (open → processing), resolves and the to-do is done', async () => {
    const id = await insertTicket(t.db);
    const assigned = await call('assign', { id, staffId: agent.id });
    expect(assigned.code).toBe(1);
    expect(assigned.data).toMatchObject({ assigneeId: agent.id, assigneeName: 'Agent Smith', status: 'open' });
    expect(await todosOf(agent.id, id)).toEqual([{ message_type: 0, status: 0 }]);
    const note = await call('reply', { id, body: 'Checking the logs', internal: true });
    expect(note.data.status).toBe('open');
    const reply = await call('reply', { id, body: ' We reproduced it, a fix is coming. ' });
    expect(reply.data).toMatchObject({ status: 'processing', replyCount: 2 });
    expect(reply.data.replies.map((r: { body: string; internal: boolean }) => [r.body, r.internal])).toEqual([
      ['Checking the logs', true], ['We reproduced it, a fix is coming.', false]]);
    // still waiting for staff: the to-do is open after the move to processing
    expect(await todosOf(agent.id, id)).toEqual([{ message_type: 0, status: 0 }]);
    const resolved = await call('resolve', { id });
    expect(resolved.data).toMatchObject({ status: 'resolved', overdue: false });
    expect(resolved.data.resolvedAt).not.toBeNull();
    expect(await todosOf(agent.id, id)).toEqual([{ message_type: 1, status: 1 }]);
    const actions = await t.db.selectFrom('audit_log').select('action').where('resource', '=', 'feedback')
      .where('record_id', '=', String(id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['assign', 'reply', 'reply', 'resolve']);
  });

  it('reassigning completes the first to-do and gives the new assignee one; reopen gives it back', async () => {
    const id = await insertTicket(t.db);
    await call('assign', { id, staffId: agent.id });
    await call('assign', { id, staffId: other.id });
    expect(await todosOf(agent.id, id)).toEqual([{ message_type: 1, status: 1 }]);
    expect(await todosOf(other.id, id)).toEqual([{ message_type: 0, status: 0 }]);
    await call('close', { id, reason: 'Duplicate' }, other.token);
    expect(await todosOf(other.id, id)).toEqual([{ message_type: 1, status: 1 }]);
    // closed is final: reopen is for resolved tickets only
    expect((await call('reopen', { id })).code).toBe(-5);
    const id2 = await insertTicket(t.db, { status: 'resolved', assigneeId: other.id });
    expect((await call('reopen', { id: id2 })).data.status).toBe('open');
    expect(await todosOf(other.id, id2)).toEqual([{ message_type: 0, status: 0 }]);
  });

  it('refuses what the state does not allow (-5) and bad input (-1 with the field), changing nothing', async () => {
    const id = await insertTicket(t.db, { status: 'resolved' });
    for (const [action, body] of [['reply', { body: 'hi' }], ['assign', { staffId: agent.id }], ['resolve', {}], ['process', {}]] as const) {
      expect((await call(action, { id, ...body })).code, action).toBe(-5);
    }
    const open = await insertTicket(t.db);
    const blank = await call('reply', { id: open, body: '   ' });
    expect(blank.code).toBe(-1);
    expect(blank.data.errors[0].field).toMatch(/body/);
    expect((await call('reply', { id: open, body: 'x'.repeat(2001) })).code).toBe(-1);
    expect((await call('close', { id: open })).data.errors[0].field).toMatch(/reason/);
    const outsider = await t.createStaff({ username: 'finance1', modules: ['mdr.orders'] });
    const refused = await call('assign', { id: open, staffId: outsider.id }, token, 'zh-CN');
    expect(refused.code).toBe(-1);
    expect(refused.data.errors[0]).toMatchObject({ field: 'staffId', message: '这位工作人员没有反馈模块的权限，不能指派' });
    expect((await call('assign', { id: open, staffId: 999999 })).data.errors[0].field).toBe('staffId');
    expect((await call('list', { filter: { category: 'weather' } })).code).toBe(-1);
    expect(await get(open)).toMatchObject({ status: 'open', assigneeId: null, replyCount: 0, version: 1 });
  });

  it('offers as assignees only who can take a ticket: active staff holding the feedback keys; each one offered can be assigned', async () => {
    const open = await insertTicket(t.db, { status: 'open' });
    const gone = await t.createStaff({ username: 'agent_gone', modules: ['mdr.wow.feedback'], name: 'Agent Gone', disabled: true });
    const money = await t.createStaff({ username: 'finance_choice', modules: ['mdr.orders'], name: 'Agent Finance' });
    const lookup = async (body: object) => (await call('lookup', { field: 'assigneeId', q: 'Agent', ...body })).data.list.map((i: { id: number }) => i.id);
    const offered = await lookup({ choosable: true });
    expect(offered).toContain(agent.id);
    expect(offered).toContain(other.id);
    expect(offered).not.toContain(gone.id);
    expect(offered).not.toContain(money.id);
    // the list's assignee filter still finds anyone who may once have held a ticket
    expect(await lookup({})).toEqual(expect.arrayContaining([gone.id, money.id]));
    const { version } = await get(open);
    for (const [i, staffId] of offered.entries()) {
      expect((await call('assign', { id: open, staffId, version: version + i })).code, `staff ${staffId}`).toBe(1);
    }
  });

  it('marks tickets waiting past the SLA overdue and filters by overdue, unassigned, assignee and category', async () => {
    const late = await insertTicket(t.db, { hoursAgo: 30, category: 'payment' });
    const fresh = await insertTicket(t.db, { hoursAgo: 2, category: 'payment' });
    const lateDone = await insertTicket(t.db, { hoursAgo: 30, status: 'resolved', category: 'payment' });
    expect((await get(late)).overdue).toBe(true);
    expect((await get(fresh)).overdue).toBe(false);
    expect((await get(lateDone)).overdue).toBe(false);
    const ids = async (filter: object) => (await call('list', { pageSize: 100, filter })).data.list.map((r: { id: number }) => r.id);
    const overdue = await ids({ overdue: true, category: 'payment' });
    expect(overdue).toContain(late);
    expect(overdue).not.toContain(fresh);
    expect(overdue).not.toContain(lateDone);
    await call('assign', { id: fresh, staffId: agent.id });
    expect(await ids({ assigneeId: agent.id, category: 'payment' })).toEqual([fresh]);
    expect(await ids({ unassigned: true, category: 'payment' })).toEqual(expect.arrayContaining([late, lateDone]));
    expect(await ids({ unassigned: true, category: 'payment' })).not.toContain(fresh);
  });

  it('two staff assigning the same ticket at once: one wins, the other is told of the conflict', async () => {
    const id = await insertTicket(t.db);
    const [a, b] = await Promise.all([
      call('assign', { id, staffId: agent.id, version: 1 }),
      call('assign', { id, staffId: other.id, version: 1 }, other.token),
    ]);
    // the row lock serialises them; the second sees a newer version than the one it was shown
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
    const after = await get(id);
    expect(after.assigneeId).toBe(a.code === 1 ? agent.id : other.id);
    const todos = [...await todosOf(agent.id, id), ...await todosOf(other.id, id)];
    expect(todos).toEqual([{ message_type: 0, status: 0 }]);
    expect([agent.id, other.id]).toContain(after.assigneeId);
  });

  it('has reply templates for every category in both languages', () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      for (const c of FEEDBACK_CATEGORIES) expect(FEEDBACK_TEMPLATES[lang][c].length, `${lang} ${c}`).toBeGreaterThan(0);
    }
  });
});
