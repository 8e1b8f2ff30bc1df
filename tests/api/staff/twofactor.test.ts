// Two-factor sign-in (TOTP, RFC 6238): enrolment, sign-in with a code (a wrong
// one counts toward the limit), recovery codes used once, disabling, QR sign-in
// without a second code, step-up with a code, and REQUIRE_2FA_KEYS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCode } from '../../../server/modules/session';
import { createTestApp, testBackends, type TestApp } from '../helpers';

const PERIOD_MS = 30_000;
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(testBackends())('two-factor sign-in on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: { loginMaxAttempts: 4, require2faKeys: ['menu.use.user'] } });
  });
  afterAll(() => t?.close());

  async function enrol(username: string, password: string) {
    const token = await t.login(username, password);
    const setup = await t.call('/user/2fa_setup', {}, { token });
    expect(setup.data.uri).toMatch(/^otpauth:\/\/totp\/Moderator%20Panel:/);
    expect((await t.call('/user/2fa_enable', { code: '000000' }, { token })).code).toBe(-1);
    const enabled = await t.call('/user/2fa_enable', { code: currentCode(setup.data.secret) }, { token });
    expect(enabled.code).toBe(1);
    return { token, secret: setup.data.secret as string, recovery: enabled.data.recoveryCodes as string[] };
  }

  it('enrols, then sign-in asks for the code after the password', async () => {
    const m = await t.createStaff({ username: 'ana', role: '*', password: 'Ana-Vault-9921x' });
    const { secret, recovery } = await enrol('ana', m.password);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const stored = await t.db.selectFrom('admin_recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recovery[0]);
    const ask = await t.call('/api/user/login', { username: 'ana', password: m.password });
    expect(ask).toMatchObject({ code: -1, data: { twoFactor: true, errors: [{ field: 'code' }] } });
    const wrongPassword = await t.call('/api/user/login', { username: 'ana', password: 'nope', code: '123456' });
    expect(wrongPassword.code).toBe(0);
    // the code used at enrolment was consumed; the next period's code signs in
    const next = currentCode(secret, Date.now() + PERIOD_MS);
    const signedIn = await t.call('/api/user/login', { username: 'ana', password: m.password, code: next });
    expect(signedIn.code).toBe(1);
    const replay = await t.call('/api/user/login', { username: 'ana', password: m.password, code: next });
    expect(replay).toMatchObject({ code: 0 });
    const byRecovery = await t.call('/api/user/login', { username: 'ana', password: m.password, code: recovery[0].toUpperCase() });
    expect(byRecovery.code).toBe(1);
    const again = await t.call('/api/user/login', { username: 'ana', password: m.password, code: recovery[0] });
    expect(again.code).toBe(0);
    // a success resets the count: the reused recovery code and three wrong codes reach LOGIN_MAX_ATTEMPTS=4
    for (const code of ['111111', '222222', '333333']) expect((await t.call('/api/user/login', { username: 'ana', password: m.password, code })).code).toBe(0);
    const limited = await t.call('/api/user/login', { username: 'ana', password: m.password, code: recovery[1] });
    expect(limited.code).toBe(-6);
  });

  it('REQUIRE_2FA_KEYS blocks those modules until enrolment; others never', async () => {
    const m = await t.createStaff({ username: 'bo', modules: ['menu.use.user', 'mdr.wow.guide'], password: 'Bo-Vault-33817q' });
    const token = await t.login('bo', m.password);
    expect((await t.call('/user/info', {}, { token })).data).toMatchObject({ twoFactor: false, twoFactorRequired: true });
    expect(await t.call('/mdr/admins/list', {}, { token })).toMatchObject({ code: -2, data: { twoFactorRequired: true } });
    expect((await t.call('/mdr/articles/list', {}, { token })).code).toBe(1);
    const { token: after } = await enrol('bo', m.password);
    expect((await t.call('/mdr/admins/list', {}, { token: after })).code).toBe(1);
    expect((await t.call('/user/info', {}, { token: after })).data).toMatchObject({ twoFactor: true, twoFactorRequired: false });
  });

  // the wrong code at enrolment and the two wrong ones below count too: 3 of LOGIN_MAX_ATTEMPTS=4
  it('step-up takes a code with 2FA on; disabling needs a code', async () => {
    const m = await t.createStaff({ username: 'cy', modules: ['mdr.db'], password: 'Cy-Vault-44712w' });
    const { token, secret, recovery } = await enrol('cy', m.password);
    expect((await t.call('/user/step_up', { password: m.password }, { token })).data.errors[0].field).toBe('code');
    expect((await t.call('/user/step_up', { code: currentCode(secret, Date.now() + PERIOD_MS) }, { token })).code).toBe(1);
    expect((await t.call('/user/2fa_disable', { code: '12345x' }, { token })).code).toBe(-1);
    // a code two periods ahead is outside the accepted drift; a recovery code works
    expect((await t.call('/user/2fa_disable', { code: currentCode(secret, Date.now() + 2 * PERIOD_MS) }, { token })).code).toBe(-1);
    expect((await t.call('/user/2fa_disable', { code: recovery[3] }, { token })).code).toBe(1);
    expect((await t.call('/user/info', {}, { token })).data.twoFactor).toBe(false);
    expect(await t.db.selectFrom('admin_recovery_codes').select('admin_recovery_codes.id').innerJoin('admins', 'admins.id', 'admin_recovery_codes.admin_id')
      .where('admins.username', '=', 'cy').execute()).toEqual([]);
    expect((await t.call('/api/user/login', { username: 'cy', password: m.password })).code).toBe(1);
  });

  it('my sessions: listed with device and address, one revoked', async () => {
    const m = await t.createStaff({ username: 'di', modules: ['mdr.db'], password: 'Di-Vault-55321e' });
    const signIn = async (userAgent: string) => (await t.call('/api/user/login', { username: 'di', password: m.password },
      { headers: { 'user-agent': userAgent } })).data.token as string;
    const a = await signIn(MAC_CHROME);
    const b = await signIn(IPHONE_SAFARI);
    const list = await t.call('/user/sessions', {}, { token: a });
    expect(list.data).toHaveLength(2);
    expect(list.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // the device, browser and system are read from the user agent by the API, which keeps the agent too
    const current = list.data.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ userAgent: MAC_CHROME, device: null, browser: 'Chrome 131', os: 'macOS' });
    const other = list.data.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ ip: '127.0.0.1', method: 'password', device: 'iPhone', browser: 'Safari 17', os: 'iOS', userAgent: IPHONE_SAFARI });
    expect(Date.parse(other.createdAt)).toBeLessThanOrEqual(Date.parse(other.lastSeenAt));
    expect((await t.call('/user/revoke_session', { id: other.id }, { token: a })).code).toBe(1);
    expect((await t.call('/user/check', {}, { token: b })).code).toBe(-3);
    expect((await t.call('/user/check', {}, { token: a })).code).toBe(1);
  });
});
