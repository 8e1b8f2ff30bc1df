import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { USER } from '../../../mocks/fixtures';
import { fail } from '../../../mocks/api';
import { getSettings } from '../../../src/settings/settings';
import { signedInAs, startMockApi } from './helpers';
import { i18nProvider } from '../../../src/i18n';
import { renderApp, SLOW, toasts, waitForHash } from './render';

const api = startMockApi();

const expired = fail(-3, '用户登录信息已失效', { relogin: true }, 401);
const dialogs = () => screen.queryAllByRole('dialog');
/** The toasts, including those the open dialog hides from assistive technology. */
const allToasts = () => screen.queryAllByRole('alert', { hidden: true }).map((el) => el.textContent ?? '');

describe('relogin dialog', { timeout: 20_000 }, () => {
  it('-3 opens one dialog, however many calls fail together, and keeps the user where they are', async () => {
    signedInAs(USER);
    // the article list and the category filter's own list both fail
    api.reply('/mdr/articles/list', expired);
    api.reply('/mdr/guide_categories/list', expired);
    api.reply('/api/user/menu', expired);
    renderApp('#/wow_guide/article');
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    await waitFor(() => expect(api.callsTo('/api/user/menu').length).toBeGreaterThan(0), SLOW);
    await new Promise((r) => setTimeout(r, 300));
    expect(dialogs()).toHaveLength(1);
    expect(dialog.textContent).toContain('是否重新登录');
    expect(dialog.textContent).toContain('用户登录信息已失效 是否重新登录');
    expect(screen.getByRole('button', { name: '重新登录' })).toBeTruthy();
    expect(window.location.hash).toBe('#/wow_guide/article');
    expect(localStorage.getItem('token')).toBe(USER.token);
    await waitFor(() => expect(allToasts()).toContain('用户登录信息已失效'), SLOW);
  });

  it('data.relogin: true opens it too, whatever the code', async () => {
    signedInAs(USER);
    api.reply('/mdr/articles/list', fail(0, 'session gone', { relogin: true }, 200));
    renderApp('#/wow_guide/article');
    expect(await screen.findByRole('dialog', undefined, SLOW)).toBeTruthy();
  });

  it('confirming signs out (token revoked, user info and server menu gone) to the login page with the route as redirect', async () => {
    signedInAs(USER);
    api.reply('/mdr/articles/list', expired);
    renderApp('#/wow_guide/article?page=2');
    await waitFor(() => expect(getSettings().serverMenu.length).toBeGreaterThan(0), SLOW);
    fireEvent.click(await screen.findByRole('button', { name: '重新登录' }, SLOW));
    await waitForHash('#/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2');
    expect(api.lastCall('/user/logout')!.headers.token).toBe(USER.token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user-info')).toBeNull();
    expect(getSettings().serverMenu).toEqual([]);
  });

  it('closing it resets the flag: the next -3 asks again', async () => {
    signedInAs(USER);
    api.reply('/mdr/articles/list', expired);
    api.reply('/mdr/guide_categories/list', expired);
    renderApp('#/wow_guide/article');
    await screen.findByRole('dialog', undefined, SLOW);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(dialogs()).toHaveLength(0), SLOW);
    fireEvent.click(await screen.findByRole('menuitem', { name: /分类/ }, SLOW));
    expect(await screen.findByRole('dialog', undefined, SLOW)).toBeTruthy();
  });

  it('is in English when the panel is', async () => {
    signedInAs(USER);
    await i18nProvider.changeLocale('en-US');
    api.reply('/mdr/articles/list', expired);
    renderApp('#/wow_guide/article');
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(dialog.textContent).toContain('Sign in again?');
    expect(dialog.textContent).toContain('Your session has expired. Sign in again?');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('a failed sign-in or a stale token on the login page opens no dialog', async () => {
    localStorage.setItem('token', 'dead');
    api.reply('/user/check', expired);
    renderApp('#/login');
    await screen.findByText('登录管理后台', undefined, SLOW);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull(), SLOW);
    expect(api.callsTo('/user/check')).toHaveLength(1);
    expect(dialogs()).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });
});
