// QR sign-in from the two sides (docs/panel.md "Sign-in"): the device that shows the
// QR and polls, and the signed-in staff member who scans and confirms/declines.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { CHROME_WINDOWS, qrCalls } from './fixtures';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe.each(testBackends())('QR sign-in flow on %s', (backend) => {
  let t: TestApp;
  let qr: ReturnType<typeof qrCalls>;
  let alice: { id: number; token: string };
  let bobToken: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { config: { qrTicketSeconds: 90 } });
    qr = qrCalls(t);
    const a = await t.createStaff({ username: 'alice', name: 'Alice', modules: ['mdr.wow.guide'] });
    alice = { id: a.id, token: await t.login(a.username, a.password) };
    const b = await t.createStaff({ username: 'bob', role: '*' });
    bobToken = await t.login(b.username, b.password);
  });
  afterAll(() => t?.close());

  it('issues a private ticket and a different code in a link to the panel\'s confirm page', async () => {
    const issued = await qr.issue();
    expect(issued.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.code).not.toBe(issued.ticket);
    // no PUBLIC_URL in tests: the listen address (HOST 127.0.0.1, PORT 8080), never the request's Host
    expect(issued.qrText).toBe(`http://127.0.0.1:8080/#/qr/confirm?ticket=${issued.code}`);
    expect(issued.pollIntervalMs).toBe(2000);
    const row = await qr.latestTicket();
    // QR_TICKET_SECONDS decides the lifetime
    expect(new Date(issued.expiresAt).getTime() - row.created_at.getTime()).toBe(90_000);
    // only hashes are kept: the table alone lets nobody poll or confirm
    expect(row).toMatchObject({ ticket_hash: sha256(issued.ticket), code_hash: sha256(issued.code), status: 'waiting', user_agent: CHROME_WINDOWS });
    expect(JSON.stringify(row)).not.toContain(issued.ticket);
    expect(JSON.stringify(row)).not.toContain(issued.code);
  });

  it('goes waiting → scanned → confirmed, and the one token signs in as the confirming staff member', async () => {
    const issued = await qr.issue();
    expect((await qr.poll(issued.ticket)).data).toEqual({ status: 'waiting', expiresAt: issued.expiresAt });

    const scan = await qr.act('scan', issued.code, alice.token, 'en-US');
    expect(scan).toMatchObject({ status: 200, code: 1 });
    expect(scan.data).toEqual({
      status: 'scanned',
      requester: { ip: '127.0.0.1', device: 'Chrome on Windows', userAgent: CHROME_WINDOWS },
      createdAt: expect.any(String),
      expiresAt: issued.expiresAt,
    });
    expect(Date.now() - new Date(scan.data.createdAt).getTime()).toBeLessThan(60_000);
    expect((await qr.poll(issued.ticket)).data).toEqual({ status: 'scanned', expiresAt: issued.expiresAt });

    const confirm = await qr.act('confirm', issued.code, alice.token);
    expect(confirm).toMatchObject({ code: 1, data: { status: 'confirmed' } });

    const collected = await qr.poll(issued.ticket);
    expect(collected.data).toEqual({ status: 'confirmed', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: issued.expiresAt });
    const info = await t.call('/user/info', {}, { token: collected.data.token });
    expect(info).toMatchObject({ code: 1, data: { accountId: alice.id, name: 'Alice', modules: expect.arrayContaining(['mdr.wow.guide', 'articles.approve']) } });

    // single use: later polls say so and never carry a token again
    for (let i = 0; i < 2; i++) expect((await qr.poll(issued.ticket)).data).toEqual({ status: 'used', expiresAt: issued.expiresAt });
    const again = await qr.act('confirm', issued.code, bobToken, 'en-US');
    expect(again).toMatchObject({ status: 409, code: -5, message: 'This QR code has already been used; get a new one on the sign-in page' });
  });

  it('keeps the ticket and the QR code apart: neither works in the other\'s place', async () => {
    const issued = await qr.issue();
    expect((await qr.poll(issued.code)).code).toBe(-4); // seeing the QR is not enough to collect the token
    expect((await qr.act('confirm', issued.ticket, alice.token)).code).toBe(-4);
    expect((await qr.poll(issued.ticket)).data.status).toBe('waiting');
  });

  it('audits every step, with the new session and the ticket it came from', async () => {
    const issued = await qr.issue();
    const { id } = await qr.latestTicket();
    await qr.act('scan', issued.code, alice.token);
    await qr.act('confirm', issued.code, alice.token);
    const { token } = (await qr.poll(issued.ticket)).data;
    const row = await qr.ticketRow(id);
    expect(row).toMatchObject({ status: 'used', scanned_by: alice.id, confirmed_by: alice.id, declined_by: null });
    const session = await t.db.selectFrom('sessions').selectAll().where('id', '=', String(row.session_id)).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ admin_id: alice.id, token_hash: sha256(token), revoked_at: null });

    const audit = await qr.auditOf(id);
    expect(audit.map((a) => [a.action, a.actor_name, a.after])).toEqual([
      ['issue', 'anonymous', { status: 'waiting', expiresAt: issued.expiresAt }],
      ['scan', 'alice', { status: 'scanned' }],
      ['confirm', 'alice', { status: 'confirmed' }],
      ['use', 'alice', { status: 'used', sessionId: Number(row.session_id) }],
    ]);
    expect(audit[0]).toMatchObject({ actor_id: null, user_agent: CHROME_WINDOWS, ip: '127.0.0.1' });
    const login = await t.db.selectFrom('audit_log').selectAll()
      .where('resource', '=', 'sessions').where('record_id', '=', String(row.session_id)).executeTakeFirstOrThrow();
    expect(login).toMatchObject({ action: 'login', actor_id: alice.id, after: { method: 'qr', ticketId: id } });
  });

  it('a declined request never yields a token', async () => {
    const issued = await qr.issue();
    const { id } = await qr.latestTicket();
    await qr.act('scan', issued.code, alice.token);
    const declined = await qr.act('decline', issued.code, alice.token);
    expect(declined).toMatchObject({ code: 1, data: { status: 'declined' } });
    expect((await qr.poll(issued.ticket)).data).toEqual({ status: 'declined', expiresAt: issued.expiresAt });
    const late = await qr.act('confirm', issued.code, bobToken, 'en-US');
    expect(late).toMatchObject({ code: -5, message: 'This sign-in request was declined' });
    expect((await qr.act('scan', issued.code, bobToken)).code).toBe(-5);
    expect((await qr.poll(issued.ticket)).data.token).toBeUndefined();
    expect(await qr.ticketRow(id)).toMatchObject({ status: 'declined', declined_by: alice.id, confirmed_by: null, session_id: null });
    expect((await qr.auditOf(id)).map((a) => a.action)).toEqual(['issue', 'scan', 'decline']);
  });

  it('an expired ticket is refused to staff and gives the device no token, even once confirmed', async () => {
    const waiting = await qr.issue();
    const waitingId = (await qr.latestTicket()).id;
    await qr.expire(waitingId);
    expect((await qr.poll(waiting.ticket)).data.status).toBe('expired');
    expect(await qr.ticketRow(waitingId)).toMatchObject({ status: 'expired' });
    expect((await qr.auditOf(waitingId)).map((a) => a.action)).toEqual(['issue', 'expire']);
    for (const action of ['scan', 'confirm', 'decline'] as const) {
      const res = await qr.act(action, waiting.code, alice.token);
      expect(res).toMatchObject({ status: 409, code: -5, message: '二维码已过期，请在登录页刷新二维码' });
    }

    const confirmed = await qr.issue();
    const confirmedId = (await qr.latestTicket()).id;
    await qr.act('confirm', confirmed.code, alice.token);
    await qr.expire(confirmedId);
    const sessionsBefore = await t.db.selectFrom('sessions').select('id').execute();
    const late = await qr.poll(confirmed.ticket);
    expect(late.data).toEqual({ status: 'expired', expiresAt: expect.any(String) });
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(sessionsBefore.length);
  });

  it('gives no token when the confirming account was disabled in the meantime', async () => {
    const carol = await t.createStaff({ username: 'carol' });
    const carolToken = await t.login(carol.username, carol.password);
    const issued = await qr.issue();
    await qr.act('confirm', issued.code, carolToken);
    await t.db.updateTable('admins').set({ disabled: true }).where('id', '=', carol.id).execute();
    const res = await qr.poll(issued.ticket, 'en-US');
    expect(res).toMatchObject({ code: -2, message: 'This account is disabled, please contact an administrator', data: null });
    expect(await qr.latestTicket()).toMatchObject({ status: 'confirmed', session_id: null });
  });
});
