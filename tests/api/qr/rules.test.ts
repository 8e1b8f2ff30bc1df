// QR sign-in's rules: bad input, unknown tickets, sessions required, races,
// the issuing limit, housekeeping, the link's address and device names.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevice } from '../../../server/modules/qr/device';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { apiDocument } from '../helpers/docs';
import { CHROME_WINDOWS, SAFARI_IPHONE, codeOf, qrCalls } from './fixtures';

describe.each(testBackends())('QR sign-in rules on %s', (backend) => {
  let t: TestApp;
  let qr: ReturnType<typeof qrCalls>;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    qr = qrCalls(t);
    const a = await t.createStaff({ username: 'alice' });
    alice = { id: a.id, token: await t.login(a.username, a.password) };
    const b = await t.createStaff({ username: 'bob' });
    bob = { id: b.id, token: await t.login(b.username, b.password) };
  });
  afterAll(() => t?.close());

  /** qr_login from another address (the limit counts per address). */
  const issueFrom = (ip: string, headers: Record<string, string> = {}) => t.app.inject({
    method: 'POST', url: '/user/qr_login', remoteAddress: ip,
    headers: { appid: '4', 'content-type': 'application/json', ...headers },
    payload: { app: 'moderator_panel' },
  }).then((res) => res.json());

  it('is in the OpenAPI document', async () => {
    const doc = await apiDocument(t);
    for (const path of ['/user/qr_login', '/user/qr_scan', '/user/qr_confirm', '/user/qr_decline']) expect(doc.paths[path]?.post, path).toBeDefined();
  });

  it('refuses any app but moderator_panel with -1 on field app', async () => {
    for (const body of [{ app: 'other' }, { app: 'other', ticket: 'x' }, {}, { app: 1 }]) {
      const res = await t.call('/user/qr_login', body, { lang: 'en-US' });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, code: -1 });
      expect(res.data.errors.map((e: { field: string }) => e.field)).toEqual(['app']);
    }
    const res = await t.call('/user/qr_login', { app: 'other' }, { lang: 'en-US' });
    expect(res.data.errors).toEqual([{ field: 'app', message: 'Must be one of: moderator_panel' }]);
    expect(await t.db.selectFrom('qr_tickets').selectAll().execute()).toHaveLength(0);
  });

  it('refuses malformed tickets with -1 and unknown ones with -4', async () => {
    expect((await t.call('/user/qr_login', { app: 'moderator_panel', ticket: 'x'.repeat(101) })).data.errors[0].field).toBe('ticket');
    expect((await t.call('/user/qr_confirm', {}, { token: alice.token })).data.errors[0].field).toBe('ticket');
    const poll = await qr.poll('no-such-ticket', 'en-US');
    expect(poll).toMatchObject({ status: 404, code: -4, message: 'Unknown QR code; get a new one on the sign-in page', data: null });
    for (const action of ['scan', 'confirm', 'decline'] as const) {
      expect(await qr.act(action, 'no-such-code', alice.token)).toMatchObject({ status: 404, code: -4, message: '二维码无效，请在登录页重新获取' });
    }
  });

  it('scan, confirm and decline need a session (-3); issuing and polling do not', async () => {
    const issued = await qr.issue();
    for (const action of ['scan', 'confirm', 'decline'] as const) {
      for (const token of [undefined, 'not-a-token']) {
        expect(await qr.act(action, issued.code, token)).toMatchObject({ status: 401, code: -3, data: { relogin: true } });
      }
    }
    expect((await qr.poll(issued.ticket)).data.status).toBe('waiting');
  });

  it('of two staff confirming at once exactly one wins, and the token is the winner\'s', async () => {
    const issued = await qr.issue();
    const [a, b] = await Promise.all([qr.act('confirm', issued.code, alice.token), qr.act('confirm', issued.code, bob.token)]);
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
    const loser = a.code === 1 ? b : a;
    expect(loser).toMatchObject({ status: 409, message: '该登录请求已确认，无需重复操作' });
    const winnerId = a.code === 1 ? alice.id : bob.id;
    const { token } = (await qr.poll(issued.ticket)).data;
    expect((await t.call('/user/check', {}, { token })).data.accountId).toBe(winnerId);
  });

  it('a confirmation and a refusal at once: one wins, and a token only if it was the confirmation', async () => {
    const issued = await qr.issue();
    const [confirm, decline] = await Promise.all([qr.act('confirm', issued.code, alice.token), qr.act('decline', issued.code, bob.token)]);
    expect([confirm.code, decline.code].sort()).toEqual([-5, 1]);
    const polled = (await qr.poll(issued.ticket)).data;
    if (confirm.code === 1) expect(polled).toMatchObject({ status: 'confirmed', token: expect.any(String) });
    else expect(polled).toEqual({ status: 'declined', expiresAt: issued.expiresAt });
  });

  it('hands the token out once when the device polls twice at the same moment', async () => {
    const issued = await qr.issue();
    await qr.act('confirm', issued.code, alice.token);
    const polls = await Promise.all([qr.poll(issued.ticket), qr.poll(issued.ticket), qr.poll(issued.ticket)]);
    const tokens = polls.map((p) => p.data.token).filter(Boolean);
    expect(tokens).toHaveLength(1);
    expect(polls.map((p) => p.data.status).sort()).toEqual(['confirmed', 'used', 'used']);
    const sessions = await t.db.selectFrom('audit_log').select('id')
      .where('resource', '=', 'sessions').where('action', '=', 'login').where(sql<boolean>`after->>'method' = 'qr'`)
      .where(sql<boolean>`(after->>'ticketId')::int = ${(await qr.latestTicket()).id}`).execute();
    expect(sessions).toHaveLength(1);
  });

  it('scanning again changes nothing; a confirmed ticket cannot be scanned', async () => {
    const issued = await qr.issue();
    const { id } = await qr.latestTicket();
    expect((await qr.act('scan', issued.code, alice.token)).data.status).toBe('scanned');
    expect((await qr.act('scan', issued.code, bob.token)).data.status).toBe('scanned');
    expect(await qr.ticketRow(id)).toMatchObject({ scanned_by: alice.id });
    expect((await qr.auditOf(id)).map((a) => a.action)).toEqual(['issue', 'scan']);
    await qr.act('confirm', issued.code, bob.token);
    expect(await qr.act('scan', issued.code, alice.token, 'en-US'))
      .toMatchObject({ code: -5, message: 'This sign-in request has already been confirmed' });
  });

  it('limits issuing to 20 tickets a minute per address (-6), other addresses unaffected', async () => {
    for (let i = 0; i < 20; i++) expect((await issueFrom('10.1.2.3')).code).toBe(1);
    const limited = await t.app.inject({
      method: 'POST', url: '/user/qr_login', remoteAddress: '10.1.2.3',
      headers: { appid: '4', 'content-type': 'application/json', lang: 'en-US' }, payload: { app: 'moderator_panel' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: -6, message: 'Too many requests, please try again later' });
    expect((await issueFrom('10.1.2.4')).code).toBe(1);
    // the window is a minute
    await t.db.updateTable('qr_tickets').set({ created_at: sql<Date>`now() - interval '61 seconds'` }).where('ip', '=', '10.1.2.3').execute();
    expect((await issueFrom('10.1.2.3')).code).toBe(1);
  });

  it('deletes tickets older than a day when issuing', async () => {
    const old = await qr.issue();
    const { id } = await qr.latestTicket();
    await t.db.updateTable('qr_tickets').set({ created_at: sql<Date>`now() - interval '25 hours'` }).where('id', '=', id).execute();
    await qr.issue();
    expect(await t.db.selectFrom('qr_tickets').select('id').where('id', '=', id).execute()).toHaveLength(0);
    expect((await qr.poll(old.ticket)).code).toBe(-4);
  });

  it('describes the requesting device in the staff member\'s language', async () => {
    const issued = await qr.issue(SAFARI_IPHONE);
    expect((await qr.act('scan', issued.code, alice.token)).data.requester.device).toBe('iOS 上的 Safari');
    expect((await qr.act('scan', issued.code, alice.token, 'en-US')).data.requester.device).toBe('Safari on iOS');
    expect(describeDevice(CHROME_WINDOWS, 'en-US')).toBe('Chrome on Windows');
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'en-US')).toBe('Edge on macOS');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'en-US')).toBe('Firefox on Linux');
    expect(describeDevice('curl/8.5.0', 'en-US')).toBe('Unknown device');
    expect(describeDevice('', 'zh-CN')).toBe('未知设备');
  });

  it('never builds the link from the request: Host and X-Forwarded-Host are ignored, a bad Host changes nothing', async () => {
    for (const headers of <Record<string, string>[]>[
      { host: 'panel.example.com:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { host: 'evil.example' },
      { host: 'a b' },
    ]) {
      const res = await issueFrom('10.2.0.1', headers);
      expect(res.code, JSON.stringify(headers)).toBe(1);
      expect(res.data.qrText).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/qr\/confirm\?ticket=[\w-]{43}$/);
    }
  });
});

describe('QR link address settings', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const qrTextWith = async (config: Partial<TestApp['config']>) => {
    const app = await createTestApp('pglite', { config });
    apps.push(app);
    const res = await app.call('/user/qr_login', { app: 'moderator_panel' }, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.code, res.message).toBe(1);
    return res.data.qrText as string;
  };

  it('uses PUBLIC_URL when set, even behind a trusted proxy that forwards another host', async () => {
    const qrText = await qrTextWith({ trustProxy: ['127.0.0.1'], publicUrl: 'https://staff.example.com/panel/' });
    expect(qrText).toBe(`https://staff.example.com/panel/#/qr/confirm?ticket=${codeOf(qrText)}`);
  });

  it('else the listen address; every interface stands in as this machine (panelBase: tests/unit/server/origin.test.ts)', async () => {
    expect(await qrTextWith({ trustProxy: ['127.0.0.1'], publicUrl: null, host: '0.0.0.0', port: 9090 })).toMatch(/^http:\/\/127\.0\.0\.1:9090\/#\/qr\//);
  });
});
