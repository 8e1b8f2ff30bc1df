// Sign-in limits across addresses (server/modules/session/limits.ts): an
// account locked after failures from many addresses (the member told in the
// message centre, an admin lifting it with its audit row), one address limited
// across usernames, and step-up, 2FA and QR polls counted under the same rules.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCode } from '../../../server/modules/session';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { codeOf } from '../qr/fixtures';

const LOCKED_EN = 'This account is locked after too many failed sign-ins; try again in 30 minutes or ask an administrator to unlock it';

describe.each(testBackends())('sign-in limits on %s', (backend) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      config: { loginMaxAttempts: 3, loginAccountMaxAttempts: 5, loginLockMinutes: 30, loginAddressMaxAttempts: 1000 },
    });
    const admin = await t.createStaff({ username: 'boss', role: '*', password: 'Boss-Vault-88123' });
    root = await t.login('boss', admin.password);
  });
  afterAll(() => t?.close());

  const login = (username: string, password: string, remoteAddress: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    t.call('/api/user/login', { username, password }, { remoteAddress, lang });
  const adminRecord = async (id: number) => (await t.call('/mdr/admins/get', { id }, { token: root })).data;

  it('locks an account after failures from many addresses, tells the member, and an admin lifts it', async () => {
    const m = await t.createStaff({ username: 'lina', modules: ['mdr.db'], password: 'Lina-Vault-40211' });
    for (let i = 1; i <= 5; i++) expect((await login('lina', 'wrong', `10.1.0.${i}`)).code).toBe(0);
    const refused = await login('lina', m.password, '10.1.0.99');
    expect(refused).toMatchObject({ status: 429, code: -6, message: LOCKED_EN });
    expect((await login('lina', m.password, '10.1.0.99', 'zh-CN')).message).toBe('该账号因多次登录失败已被锁定，请 30 分钟后再试，或请管理员解锁');
    expect(Date.parse((await adminRecord(m.id)).lockedUntil) - Date.now()).toBeGreaterThan(29 * 60_000);
    const lockRows = await t.db.selectFrom('audit_log').select(['actor_name', 'ip', 'after'])
      .where('resource', '=', 'admins').where('action', '=', 'lock').where('record_id', '=', String(m.id)).execute();
    expect(lockRows).toEqual([{ actor_name: 'lina', ip: '10.1.0.5', after: { lockedUntil: expect.any(String), failures: 5 } }]);

    const unlocked = await t.call('/mdr/admins/unlock', { id: m.id }, { token: root });
    expect(unlocked).toMatchObject({ code: 1, data: { id: m.id, lockedUntil: null } });
    const unlockRow = await t.db.selectFrom('audit_log').select(['actor_name', 'before', 'after'])
      .where('resource', '=', 'admins').where('action', '=', 'unlock').where('record_id', '=', String(m.id)).executeTakeFirstOrThrow();
    expect(unlockRow).toMatchObject({ actor_name: 'boss', after: { lockedUntil: null } });
    expect((unlockRow.before as { lockedUntil: string }).lockedUntil).toEqual(expect.any(String));
    expect(await t.call('/mdr/admins/unlock', { id: m.id }, { token: root, lang: 'en-US' }))
      .toMatchObject({ code: -5, message: 'This account is not locked' });

    // lifted: the failures so far no longer count, even from an address that had one
    const token = await login('lina', m.password, '10.1.0.1');
    expect(token.code).toBe(1);
    const inbox = await t.call('/mdr/messages/list', {}, { token: token.data.token, lang: 'en-US' });
    expect(inbox.data.list).toEqual([expect.objectContaining({
      type: 'message', title: 'Your account was locked',
      content: 'Your account had 5 failed sign-ins within 15 minutes (the last from 10.1.0.5) and is locked for 30 minutes. '
        + 'If this was not you, tell an administrator and change your password.',
    })]);
  });

  it('a burst of parallel guesses cannot pass the check before the first failure is written', async () => {
    await t.createStaff({ username: 'sami', password: 'Sami-Vault-23817' });
    const codes = (await Promise.all(Array.from({ length: 12 }, () => login('sami', 'wrong', '10.9.0.1')))).map((r) => r.code);
    expect(codes.every((c) => c === 0 || c === -6)).toBe(true);
    const failed = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'login_failed').where('actor_name', '=', 'sami').execute();
    expect(failed.length).toBeLessThanOrEqual(3); // LOGIN_MAX_ATTEMPTS
    expect(codes.filter((c) => c === 0)).toHaveLength(failed.length);
    expect(await t.db.selectFrom('login_attempts').select('id').execute()).toEqual([]);
  });

  it('a lock ends by itself after LOGIN_LOCK_MINUTES, and the count starts again', async () => {
    const m = await t.createStaff({ username: 'omar', password: 'Omar-Vault-55190' });
    for (let i = 1; i <= 5; i++) await login('omar', 'wrong', `10.4.0.${i}`);
    expect((await login('omar', m.password, '10.4.0.50')).code).toBe(-6);
    await t.db.updateTable('login_locks').set({ locked_until: sql<Date>`now() - interval '1 second'` }).where('username', '=', 'omar').execute();
    expect((await adminRecord(m.id)).lockedUntil).toBeNull();
    expect((await login('omar', 'wrong', '10.4.0.51')).code).toBe(0);
    expect((await login('omar', m.password, '10.4.0.52')).code).toBe(1);
  });

  it('limits a name no account has exactly like a real one, and sends nothing', async () => {
    for (let i = 1; i <= 5; i++) expect((await login('ghost', 'wrong', `10.5.0.${i}`)).code).toBe(0);
    expect(await login('ghost', 'anything', '10.5.0.9')).toMatchObject({ code: -6, message: LOCKED_EN });
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'lock').where('actor_name', '=', 'ghost').execute()).toEqual([]);
  });

  it('limits one address trying many usernames; other addresses are unaffected', async () => {
    t.config.loginAddressMaxAttempts = 8;
    try {
      const m = await t.createStaff({ username: 'pia', password: 'Pia-Vault-77013' });
      for (let i = 0; i < 8; i++) expect((await login(`spray${i}`, 'wrong', '10.2.0.1')).code).toBe(0);
      expect(await login('pia', m.password, '10.2.0.1')).toMatchObject({
        code: -6, message: 'Too many failed sign-ins from your network address; try again in 15 minutes',
      });
      expect((await login('pia', m.password, '10.2.0.2')).code).toBe(1);
    } finally {
      t.config.loginAddressMaxAttempts = 1000;
    }
  });

  it('wrong step-up, 2FA enrolment and 2FA disabling secrets count toward the account lock, from any address', async () => {
    const m = await t.createStaff({ username: 'quin', modules: ['mdr.db'], password: 'Quin-Vault-61844' });
    const token = (await login('quin', m.password, '10.6.0.1')).data.token as string;
    const as = (n: number) => ({ token, remoteAddress: `10.6.1.${n}` });
    expect((await t.call('/user/step_up', { password: 'wrong' }, as(1))).code).toBe(-1);
    const { secret } = (await t.call('/user/2fa_setup', {}, as(2))).data;
    expect((await t.call('/user/2fa_enable', { code: '000000' }, as(2))).code).toBe(-1);
    expect((await t.call('/user/2fa_enable', { code: currentCode(secret) }, as(3))).code).toBe(1);
    expect((await t.call('/user/step_up', { code: '111111' }, as(4))).code).toBe(-1);
    expect((await t.call('/user/2fa_disable', { code: '222222' }, as(5))).code).toBe(-1);
    expect((await t.call('/user/2fa_disable', { code: '333333' }, as(6))).code).toBe(-1);
    const later = currentCode(secret, Date.now() + 30_000);
    expect(await t.call('/user/step_up', { code: later }, { ...as(7), lang: 'en-US' })).toMatchObject({ code: -6, message: LOCKED_EN });
    expect((await login('quin', m.password, '10.6.2.1')).code).toBe(-6);
    const reasons = await t.db.selectFrom('audit_log').select(['after', 'ip']).where('action', '=', 'login_failed')
      .where('actor_name', '=', 'quin').orderBy('id').execute();
    expect(reasons.map((r) => (r.after as { reason: string }).reason))
      .toEqual(['step_up', 'enable_2fa', 'step_up', 'disable_2fa', 'disable_2fa']);
    expect(reasons.map((r) => r.ip)).toEqual(['10.6.1.1', '10.6.1.2', '10.6.1.4', '10.6.1.5', '10.6.1.6']);
  });

  it('QR: unknown tickets count toward the address limit; a locked account cannot collect a ticket', async () => {
    const qr = (body: object, remoteAddress: string, token?: string, path = '/user/qr_login') =>
      t.call(path, body, { remoteAddress, token, lang: 'en-US' });
    t.config.loginAddressMaxAttempts = 4;
    try {
      for (let i = 0; i < 4; i++) expect((await qr({ app: 'moderator_panel', ticket: `guess-${i}` }, '10.7.0.1')).code).toBe(-4);
      const issued = await qr({ app: 'moderator_panel' }, '10.7.0.1');
      expect(issued.code).toBe(1);
      expect(await qr({ app: 'moderator_panel', ticket: issued.data.ticket }, '10.7.0.1'))
        .toMatchObject({ code: -6, message: 'Too many failed sign-ins from your network address; try again in 15 minutes' });
      expect((await qr({ app: 'moderator_panel', ticket: issued.data.ticket }, '10.7.0.2')).data.status).toBe('waiting');
    } finally {
      t.config.loginAddressMaxAttempts = 1000;
    }

    const m = await t.createStaff({ username: 'rae', modules: ['mdr.db'], password: 'Rae-Vault-90356' });
    const phone = (await login('rae', m.password, '10.8.0.1')).data.token as string;
    const issued = await qr({ app: 'moderator_panel' }, '10.8.0.2');
    expect((await qr({ ticket: codeOf(issued.data.qrText) }, '10.8.0.1', phone, '/user/qr_confirm')).code).toBe(1);
    for (let i = 1; i <= 5; i++) await login('rae', 'wrong', `10.8.1.${i}`);
    expect(await qr({ app: 'moderator_panel', ticket: issued.data.ticket }, '10.8.0.2')).toMatchObject({ code: -6, message: LOCKED_EN });
    const ticket = await t.db.selectFrom('qr_tickets').select(['status', 'session_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ticket).toEqual({ status: 'confirmed', session_id: null });
  });
});

describe.each(testBackends())('behind a trusted proxy on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: { trustProxy: ['10.0.0.1'], loginMaxAttempts: 3, loginAccountMaxAttempts: 100 } });
  });
  afterAll(() => t?.close());

  const viaProxy = (body: object, forwardedFor: string, remoteAddress = '10.0.0.1') =>
    t.call('/api/user/login', body, { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('takes the right-most address the proxy saw, so forged X-Forwarded-For entries change nothing', async () => {
    const m = await t.createStaff({ username: 'support', password: 'Support-Vault-3307' });
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await viaProxy({ username: 'support', password: 'wrong' }, `198.18.0.${i}, 203.0.113.7`)).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.slice(3).every((c) => c === -6)).toBe(true);
    const ips = await t.db.selectFrom('audit_log').select('ip').distinct().where('action', '=', 'login_failed').execute();
    expect(ips).toEqual([{ ip: '203.0.113.7' }]);

    // another client behind the same proxy signs in, and its session records its own address
    const ok = await viaProxy({ username: 'support', password: m.password }, '198.18.9.9, 203.0.113.8');
    expect(ok.code).toBe(1);
    const session = await t.db.selectFrom('sessions').select('ip').where('admin_id', '=', m.id).executeTakeFirstOrThrow();
    expect(session.ip).toBe('203.0.113.8');
  });

  it('ignores X-Forwarded-For from a connection that is not a listed proxy', async () => {
    const res = await viaProxy({ username: 'nobody', password: 'wrong' }, '203.0.113.50', '198.51.100.9');
    expect(res.code).toBe(0);
    const row = await t.db.selectFrom('audit_log').select('ip').where('actor_name', '=', 'nobody').executeTakeFirstOrThrow();
    expect(row.ip).toBe('198.51.100.9');
  });
});
