import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { USER } from '../../../mocks/fixtures';
import { fail, ok } from '../../../mocks/api';
import { signedInAs, startMockApi } from './helpers';
import { renderApp, SLOW, toasts, waitForHash } from './render';
import { formatTime } from '../../../src/i18n/time';

const api = startMockApi();

const REQUEST = {
  status: 'scanned',
  requester: { ip: '10.0.0.8', device: 'Windows 上的 Chrome', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0' },
  createdAt: '2030-01-01T08:00:00.000Z',
  expiresAt: '2030-01-01T08:02:00.000Z',
};

function qrActions() {
  for (const action of ['scan', 'confirm', 'decline']) {
    const status = { scan: 'scanned', confirm: 'confirmed', decline: 'declined' }[action];
    api.reply(`/user/qr_${action}`, ok({ ...REQUEST, status }));
  }
}

const HASH = '#/qr/confirm?ticket=code-1';

describe('QR sign-in: the confirming page', { timeout: 15_000 }, () => {
  it('scans on open and shows who asks: device, address, time and user agent', async () => {
    signedInAs(USER);
    qrActions();
    renderApp(HASH);
    expect(await screen.findByText('Windows 上的 Chrome', undefined, SLOW)).toBeTruthy();
    expect(api.lastCall('/user/qr_scan')).toMatchObject({ body: { ticket: 'code-1' }, headers: { token: USER.token } });
    expect(screen.getByText('10.0.0.8')).toBeTruthy();
    expect(screen.getByText(formatTime(REQUEST.createdAt))).toBeTruthy();
    expect(screen.getByText(REQUEST.requester.userAgent)).toBeTruthy();
    expect(screen.getByText('有设备请求以 Moderator 的身份登录管理后台：')).toBeTruthy();
    expect(api.callsTo('/user/qr_confirm')).toHaveLength(0);
  });

  it('confirms', async () => {
    signedInAs(USER);
    qrActions();
    renderApp(HASH);
    fireEvent.click(await screen.findByRole('button', { name: '确认登录' }, SLOW));
    expect(await screen.findByText('已确认登录，对方设备将自动进入管理后台。', undefined, SLOW)).toBeTruthy();
    expect(api.lastCall('/user/qr_confirm')!.body).toEqual({ ticket: 'code-1' });
    expect(api.callsTo('/user/qr_decline')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });

  it('declines', async () => {
    signedInAs(USER);
    qrActions();
    renderApp(HASH);
    fireEvent.click(await screen.findByRole('button', { name: '拒绝' }, SLOW));
    expect(await screen.findByText('已拒绝该登录请求。', undefined, SLOW)).toBeTruthy();
    expect(api.lastCall('/user/qr_decline')!.body).toEqual({ ticket: 'code-1' });
    expect(api.callsTo('/user/qr_confirm')).toHaveLength(0);
  });

  it("shows the API's reason when the code can no longer be used, on the page and as a toast", async () => {
    signedInAs(USER);
    api.reply('/user/qr_scan', fail(-5, '二维码已过期，请在登录页刷新二维码', null, 409));
    renderApp(HASH);
    expect(await screen.findByText('二维码已过期，请在登录页刷新二维码', { selector: '.MuiAlert-message' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(toasts()).toContain('二维码已过期，请在登录页刷新二维码'), SLOW);
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });

  it('a link without a ticket says it is not valid, with no call', async () => {
    signedInAs(USER);
    renderApp('#/qr/confirm');
    expect(await screen.findByText('二维码链接无效，请在登录页重新获取', { selector: '.MuiAlert-message' }, SLOW)).toBeTruthy();
    expect(api.callsTo('/user/qr_scan')).toHaveLength(0);
  });

  it('signed out: to the login page, and back to the confirmation (ticket included) after signing in', async () => {
    qrActions();
    renderApp(HASH);
    await waitForHash('#/login?redirect=%2Fqr%2Fconfirm%3Fticket%3Dcode-1');
    expect(api.callsTo('/user/qr_scan')).toHaveLength(0);
    fireEvent.change(await screen.findByLabelText(/^用户名/, undefined, SLOW), { target: { value: 'user' } });
    fireEvent.change(screen.getByLabelText(/^密码/), { target: { value: 'user' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitForHash(HASH);
    expect(await screen.findByText('Windows 上的 Chrome', undefined, SLOW)).toBeTruthy();
  });
});
