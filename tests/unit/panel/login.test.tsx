import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { USER } from '../../../mocks/fixtures';
import { fail } from '../../../mocks/api';
import { loadSignedIn } from '../../../src/App';
import { startMockApi } from './helpers';
import { renderApp, SLOW, toasts, waitForHash } from './render';

const api = startMockApi();

// The signed-in registry and the access rule are imported before the tests (in a browser they come as the
// `shell` chunk): importing them into jsdom inside a sign-in took a loaded machine past SLOW.
beforeAll(() => loadSignedIn(), 30_000);

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(登录|Sign in)$/ }));

describe('login page', () => {
  it('shows both validation messages under the fields before any call', async () => {
    renderApp('#/login');
    await screen.findByText('登录管理后台', undefined, SLOW);
    submit();
    expect(await screen.findByText('用户名不能为空')).toBeTruthy();
    expect(screen.getByText('密码不能为空')).toBeTruthy();
    expect(api.callsTo('/api/user/login')).toHaveLength(0);
  });

  it("shows the server's message as a toast and stores no token when the login fails", async () => {
    renderApp('#/login');
    await screen.findByText('登录管理后台', undefined, SLOW);
    fill(/^用户名/, 'user');
    fill(/^密码/, 'wrong');
    submit();
    await waitFor(() => expect(toasts()).toEqual(['账号或者密码错误']), SLOW);
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it("shows the spec's 'refresh and try again' when the server gives no message", async () => {
    api.reply('/api/user/login', fail(0, '', null, 500));
    renderApp('#/login');
    await screen.findByText('登录管理后台', undefined, SLOW);
    fill(/^用户名/, 'user');
    fill(/^密码/, 'user');
    submit();
    await waitFor(() => expect(toasts()).toEqual(['登录出错，请刷新重试']), SLOW);
  });

  it('signs in, stores the token and lands on the workplace', async () => {
    renderApp('#/login');
    await screen.findByText('登录管理后台', undefined, SLOW);
    fill(/^用户名/, 'user');
    fill(/^密码/, 'user');
    submit();
    await waitForHash('#/dashboard/workplace');
    expect(await screen.findByText('欢迎回来，Moderator', undefined, SLOW)).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(USER.token);
    expect(api.lastCall('/api/user/login')!.body).toEqual({ username: 'user', password: 'user' });
  });

  it('sends a signed-out visitor to the login page and back to where they were going', { timeout: 15_000 }, async () => {
    renderApp('#/wow_guide/article?page=2');
    await waitForHash('#/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2');
    await screen.findByText('登录管理后台', undefined, SLOW);
    fill(/^用户名/, 'user');
    fill(/^密码/, 'user');
    submit();
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/wow_guide\/article\?page=2/), SLOW);
    await waitFor(() => expect(api.callsTo('/mdr/articles/list').length).toBeGreaterThan(0), SLOW);
    expect(api.lastCall('/mdr/articles/list')!.body).toMatchObject({ page: 2 });
  });

  it('switches to English on the login page and remembers the choice', async () => {
    renderApp('#/login');
    await screen.findByText('登录管理后台', undefined, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Sign in to Moderator Panel', undefined, SLOW)).toBeTruthy();
    expect(localStorage.getItem('arco-locale')).toBe('en-US');
    submit();
    expect(await screen.findByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
  });
});
