// STEP_UP_AT_SIGN_IN=false: a password sign-in is not a confirmation, so the
// first step-up command of a fresh session asks (-2, data.stepUp) and passes
// after /user/step_up with the password; a wrong password keeps it refused and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';

describe.each(testBackends())('step-up right from sign-in on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: { stepUpAtSignIn: false } });
  });
  afterAll(() => t?.close());

  it('asks for the password before the first step-up command, then lets it through', async () => {
    const root = await t.createStaff({ username: 'strictroot', role: '*', password: 'Strict-Root-Vault-93' });
    const target = await t.createStaff({ username: 'stricttarget', modules: ['mdr.db'], password: 'Strict-Target-Vault-4' });
    const token = await t.login('strictroot', root.password);
    expect(await t.call('/mdr/admins/disable', { id: target.id }, { token })).toMatchObject({ code: -2, data: { stepUp: true } });
    // a wrong password says so, also sent as the panel's one field sends it (as both code and password)
    for (const body of [{ password: 'not-the-password' }, { code: 'not-the-pw', password: 'not-the-pw' }]) {
      const wrong = await t.call('/user/step_up', body, { token, lang: 'en-US' });
      expect(wrong).toMatchObject({ code: -1, message: 'Invalid input: Password — Wrong password' });
      expect(wrong.data.errors).toEqual([{ field: 'password', message: 'Wrong password' }]);
    }
    expect((await t.call('/mdr/admins/disable', { id: target.id }, { token })).code).toBe(-2);
    expect((await t.call('/user/step_up', { password: root.password }, { token })).code).toBe(1);
    const done = await t.call('/mdr/admins/disable', { id: target.id }, { token });
    expect(done.code).toBe(1);
    expect(done.data.disabled).toBe(true);
  });

  it('still counts a password sign-in as fresh with the default setting', async () => {
    const other = await createTestApp(backend);
    try {
      const root = await other.createStaff({ username: 'laxroot', role: '*', password: 'Lax-Root-Vault-5521' });
      const target = await other.createStaff({ username: 'laxtarget', modules: ['mdr.db'], password: 'Lax-Target-Vault-6' });
      const token = await other.login('laxroot', root.password);
      expect((await other.call('/mdr/admins/disable', { id: target.id }, { token })).code).toBe(1);
    } finally {
      await other.close();
    }
  });
});
