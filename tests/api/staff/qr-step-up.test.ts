// A QR sign-in (confirmed from a device already signed in) asks no second code
// even with 2FA on, and is not a fresh confirmation: a step-up command on that
// session is refused until /user/step_up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCode } from '../../../server/modules/session';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { qrCalls } from '../qr/fixtures';

describe.each(testBackends())('QR sign-in and step-up on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('signs in by QR without a code, and must step up before a stepUp command', async () => {
    const root = await t.createStaff({ username: 'qrroot', role: '*', password: 'Qr-Root-Vault-771' });
    const target = await t.createStaff({ username: 'qrtarget', modules: ['mdr.db'], password: 'Qr-Target-Vault-2' });
    const phone = await t.login('qrroot', root.password);
    const { secret } = (await t.call('/user/2fa_setup', {}, { token: phone })).data;
    expect((await t.call('/user/2fa_enable', { code: currentCode(secret) }, { token: phone })).code).toBe(1);

    const qr = qrCalls(t);
    const issued = await qr.issue();
    expect((await qr.act('scan', issued.code, phone)).code).toBe(1);
    expect((await qr.act('confirm', issued.code, phone)).code).toBe(1);
    const polled = await qr.poll(issued.ticket);
    expect(polled.data.status).toBe('confirmed');
    const desktop = polled.data.token as string;

    expect((await t.call('/mdr/admins/list', {}, { token: desktop })).code).toBe(1);
    const refused = await t.call('/mdr/admins/disable', { id: target.id }, { token: desktop });
    expect(refused).toMatchObject({ code: -2, data: { stepUp: true } });
    const step = await t.call('/user/step_up', { code: currentCode(secret, Date.now() + 30_000) }, { token: desktop });
    expect(step.code).toBe(1);
    expect((await t.call('/mdr/admins/disable', { id: target.id }, { token: desktop })).code).toBe(1);
  });
});
