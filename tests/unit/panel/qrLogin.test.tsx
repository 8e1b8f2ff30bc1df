import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { USER } from '../../../mocks/fixtures';
import { fail, ok } from '../../../mocks/api';
import { startMockApi } from './helpers';
import { renderApp, SLOW, toasts, waitForHash } from './render';

const api = startMockApi();

const EXPIRES = '2030-01-01T00:00:00.000Z';

/**
 * The QR calls as the API answers them: each issue gets a new ticket; a poll
 * answers the ticket's current status (set by the test), with the token once.
 */
function qrApi() {
  const state = { issued: 0, status: new Map<string, string>() };
  api.reply('/user/qr_login', ({ body }) => {
    if (body.app !== 'moderator_panel') return fail(-1, 'app', null, 400);
    if (typeof body.ticket !== 'string') {
      state.issued += 1;
      const ticket = `ticket-${state.issued}`;
      state.status.set(ticket, 'waiting');
      return ok({ ticket, qrText: `http://localhost/#/qr/confirm?ticket=code-${state.issued}`, expiresAt: EXPIRES, pollIntervalMs: 20 });
    }
    const status = state.status.get(body.ticket) ?? 'expired';
    if (status === 'confirmed') {
      state.status.set(body.ticket, 'used');
      return ok({ status, token: USER.token, expiresAt: EXPIRES });
    }
    return ok({ status, expiresAt: EXPIRES });
  });
  return {
    state,
    set: (status: string) => state.status.set(`ticket-${state.issued}`, status),
    polls: () => api.callsTo('/user/qr_login').filter((c) => c.body.ticket !== undefined),
  };
}

const openQrTab = async (hash = '#/login') => {
  renderApp(hash);
  fireEvent.click(await screen.findByRole('tab', { name: '扫码登录' }, SLOW));
};

const qrImage = () => screen.findByTitle('登录二维码', undefined, SLOW);

describe('QR sign-in on the login page', { timeout: 15_000 }, () => {
  it('draws the code of a new ticket and polls it at the interval the API gives', async () => {
    const qr = qrApi();
    await openQrTab();
    expect(await qrImage()).toBeTruthy();
    expect(api.callsTo('/user/qr_login')[0].body).toEqual({ app: 'moderator_panel' });
    await waitFor(() => expect(qr.polls().length).toBeGreaterThan(2), SLOW);
    expect(qr.polls()[0].body).toEqual({ app: 'moderator_panel', ticket: 'ticket-1' });
    expect(screen.getByText('请使用已登录管理后台的设备扫描二维码')).toBeTruthy();
  });

  it('shows "scanned", then signs in as the confirming staff member and goes where the user was going', async () => {
    const qr = qrApi();
    await openQrTab('#/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2');
    await qrImage();
    qr.set('scanned');
    expect(await screen.findByText('已扫描，请在设备上确认', undefined, SLOW)).toBeTruthy();
    qr.set('confirmed');
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/wow_guide\/article\?page=2/), SLOW);
    expect(localStorage.getItem('token')).toBe(USER.token);
    expect(api.lastCall('/user/info')!.headers.token).toBe(USER.token);
    await waitFor(() => expect(api.lastCall('/mdr/articles/list')?.body).toMatchObject({ page: 2 }), SLOW);
  });

  it('without a redirect lands on the workplace', async () => {
    const qr = qrApi();
    await openQrTab();
    await qrImage();
    qr.set('confirmed');
    await waitForHash('#/dashboard/workplace');
    expect(await screen.findByText('欢迎回来，Moderator', undefined, SLOW)).toBeTruthy();
  });

  it('an expired code stops polling and offers a refresh, which issues a new ticket', async () => {
    const qr = qrApi();
    await openQrTab();
    await qrImage();
    qr.set('expired');
    expect(await screen.findByText('二维码已过期，请刷新', undefined, SLOW)).toBeTruthy();
    const polled = qr.polls().length;
    await new Promise((r) => setTimeout(r, 100));
    expect(qr.polls()).toHaveLength(polled);
    fireEvent.click(screen.getByRole('button', { name: '刷新二维码' }));
    await waitFor(() => expect(qr.state.issued).toBe(2), SLOW);
    await waitFor(() => expect(screen.queryByText('二维码已过期，请刷新')).toBeNull(), SLOW);
    await waitFor(() => expect(qr.polls().at(-1)!.body.ticket).toBe('ticket-2'), SLOW);
  });

  it('a declined request says so and can be refreshed', async () => {
    const qr = qrApi();
    await openQrTab();
    await qrImage();
    qr.set('declined');
    expect(await screen.findByText('登录请求已被拒绝', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新二维码' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a failed qr_login shows the toast, clears the stored token and offers a refresh', async () => {
    localStorage.setItem('token', 'stale');
    api.reply('/user/qr_login', fail(-6, '请求过于频繁，请稍后再试', null, 429));
    await openQrTab();
    await waitFor(() => expect(toasts()).toContain('请求过于频繁，请稍后再试'), SLOW);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('请求过于频繁，请稍后再试');
    expect(screen.getByRole('button', { name: '刷新二维码' })).toBeTruthy();
  });

  it('switching back to the password tab stops the polling', async () => {
    const qr = qrApi();
    await openQrTab();
    await qrImage();
    fireEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    const polled = qr.polls().length;
    await new Promise((r) => setTimeout(r, 100));
    expect(qr.polls()).toHaveLength(polled);
    expect(screen.getByLabelText(/^用户名/)).toBeTruthy();
  });
});
