// The in-process memory of sessions (server/core/session-cache.ts): reads, and
// writes on other tables than the sessions' own, reuse a resolved session; yet a
// sign-out or a staff account's change in this process ends the session's access
// at once, for the very next call, and a write from memory is refused in its own
// transaction when its session ended meanwhile (server/core/audit.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../server/core/context';
import { writeAudit } from '../../../server/core/audit';
import { guideSeed, insertArticle } from '../guide/fixtures';
import { createTestApp, testBackends, type TestApp } from '../helpers';

describe.each(testBackends())('remembered sessions on %s', (backend) => {
  let t: TestApp;
  const { ids, seed } = guideSeed();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
  });
  afterAll(() => t?.close());

  const signIn = async (username: string) => {
    const staff = await t.createStaff({ username, modules: ['mdr.wow.guide'] });
    return { ...staff, token: await t.login(staff.username, staff.password) };
  };
  const listCode = async (token: string) => (await t.call('/mdr/articles/list', {}, { token })).code;

  it('a read after sign-out is refused at once, though the same read just succeeded', async () => {
    const { token } = await signIn('reader1');
    expect(await listCode(token)).toBe(1);
    expect(await listCode(token)).toBe(1);
    expect((await t.call('/user/logout', {}, { token })).code).toBe(1);
    expect(await listCode(token)).toBe(-3);
  });

  it('an account disabled by any write in this process is refused on the next read', async () => {
    const staff = await signIn('reader2');
    const other = await signIn('writer2');
    expect(await listCode(staff.token)).toBe(1);
    // the change itself, then any non-read call in this process (here the other staff member's sign-out)
    await t.db.updateTable('admins').set({ disabled: true }).where('id', '=', staff.id).execute();
    expect((await t.call('/user/logout', {}, { token: other.token })).code).toBe(1);
    expect(await listCode(staff.token)).toBe(-3);
  });

  it('a write whose session was revoked by hand is refused and changes nothing, from memory or not', async () => {
    const staff = await signIn('writer3');
    expect(await listCode(staff.token)).toBe(1);
    const id = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice });
    await sql`UPDATE sessions SET revoked_at = now() WHERE admin_id = ${staff.id}`.execute(t.db);
    expect((await t.call('/mdr/articles/delete', { id }, { token: staff.token })).code).toBe(-3);
    expect(await t.db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
    expect(await listCode(staff.token)).toBe(-3);
  });

  it('an audit row confirming its session refuses, and undoes, a write whose session ended or whose step-up lapsed meanwhile', async () => {
    const staff = await signIn('writer4');
    const { rows: [session] } = await sql<{ id: string }>`SELECT id FROM sessions WHERE admin_id = ${staff.id} AND revoked_at IS NULL`.execute(t.db);
    const write = (requestId: string, stepUp: boolean) => t.db.transaction().execute(async (trx) => {
      const ctx = {
        actor: { id: staff.id, name: 'w4', username: 'writer4', role: 'user', modules: [] }, ip: '', userAgent: '', requestId,
        lang: 'zh-CN', confirmSession: { id: Number(session.id), stepUp },
      } as RequestContext;
      await trx.insertInto('audit_log').values({ actor_id: staff.id, actor_name: 'writer4', action: 'probe', resource: 'articles', record_id: null, ip: '', user_agent: '', request_id: requestId }).execute();
      await writeAudit(trx, ctx, { action: 'confirmed', resource: 'articles', recordId: 1 });
    });
    const written = async (requestId: string) => (await sql<{ action: string }>`SELECT action FROM audit_log WHERE request_id = ${requestId} ORDER BY id`.execute(t.db)).rows.map((r) => r.action);

    // a sign-in is a fresh step-up: five minutes later it is not
    await write('confirm-1', true);
    await sql`UPDATE sessions SET step_up_at = now() - interval '6 minutes' WHERE id = ${session.id}`.execute(t.db);
    await expect(write('confirm-2', true)).rejects.toMatchObject({ code: -2, data: { stepUp: true } });
    await write('confirm-3', false);
    await sql`UPDATE sessions SET revoked_at = now() WHERE id = ${session.id}`.execute(t.db);
    await expect(write('confirm-4', false)).rejects.toMatchObject({ code: -3 });
    expect([await written('confirm-1'), await written('confirm-2'), await written('confirm-3'), await written('confirm-4')])
      .toEqual([['probe', 'confirmed'], [], ['probe', 'confirmed'], []]);
  });
});
