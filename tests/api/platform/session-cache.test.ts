// The in-process memory of sessions (server/core/session-cache.ts): reads reuse
// a resolved session, yet a sign-out or any other write in this process ends
// the session's access at once, for the very next read.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';

describe.each(testBackends())('remembered sessions on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
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

  it('a write call resolves its own token afresh (a revoked session cannot write from memory)', async () => {
    const staff = await signIn('writer3');
    expect(await listCode(staff.token)).toBe(1);
    await sql`UPDATE sessions SET revoked_at = now() WHERE admin_id = ${staff.id}`.execute(t.db);
    expect((await t.call('/mdr/articles/delete', { id: 1 }, { token: staff.token })).code).toBe(-3);
    expect(await listCode(staff.token)).toBe(-3);
  });
});
