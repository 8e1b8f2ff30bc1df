import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, USER, type StaffFixture } from '../../../mocks/fixtures';
import { fail, ok } from '../../../mocks/api';
import { signedInAs, startMockApi } from './helpers';
import { renderApp, SLOW, toasts, waitForHash } from './render';

const BUILDS_ONLY: StaffFixture = {
  ...USER, token: 'token-builds',
  info: { ...USER.info, accountId: 3, name: 'Builds', modules: ['mdr.wow.build'] },
};

const api = startMockApi([BUILDS_ONLY]);

/** Lets fake time pass in small steps, so React re-renders between timers as it would live. */
async function elapse(ms: number) {
  for (let t = 0; t < ms; t += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}

const menu = () => screen.getByRole('menu');
const waitForCall = (path: string) =>
  waitFor(() => expect(api.callsTo(path).length).toBeGreaterThan(0), SLOW).then(() => api.lastCall(path)!);

describe('routes', { timeout: 20_000 }, () => {
  it('signed out, every route leads to #/login, remembering where it was going', async () => {
    renderApp('#/dashboard/workplace');
    await waitForHash('#/login?redirect=%2Fdashboard%2Fworkplace');
    expect(await screen.findByText('登录管理后台', undefined, SLOW)).toBeTruthy();
  });

  it('signed in, / goes to the workplace, with the menu of what the user may open', async () => {
    signedInAs(USER);
    renderApp('#/');
    await waitForHash('#/dashboard/workplace');
    expect(await screen.findByText('欢迎回来，Moderator', undefined, SLOW)).toBeTruthy();
    const items = within(menu());
    expect(items.getByText('工作台')).toBeTruthy();
    expect(items.getByText('攻略管理')).toBeTruthy();
    expect(items.getByText('文章')).toBeTruthy();
    expect(items.getByText('分类')).toBeTruthy();
    expect(items.queryByText('用户管理')).toBeNull();
  });

  it('with a token but no cached user info, loads it once and opens the resource', async () => {
    localStorage.setItem('token', USER.token);
    renderApp('#/wow_guide/article');
    await waitForCall('/mdr/articles/list');
    expect(within(menu()).getByText('文章')).toBeTruthy();
    expect(api.callsTo('/user/info')).toHaveLength(1);
  });

  it('an unknown route shows the 404 page, whose button goes back to the workplace', async () => {
    signedInAs(USER);
    renderApp('#/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '返回工作台' }));
    await waitForHash('#/dashboard/workplace');
  });

  it('a module the user may not open is missing from the menu and says so, naming the key to ask for', async () => {
    signedInAs(BUILDS_ONLY);
    // as the API would answer, should the screen ask before react-admin turns away
    api.reply('/mdr/articles/list', fail(-2, '没有权限', null, 403));
    renderApp('#/wow_guide/article');
    expect(await screen.findByText('您没有打开“文章”的权限。', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('如需使用，请联系管理员为您的角色添加权限 mdr.wow.guide。')).toBeTruthy();
    expect(screen.queryByText('抱歉，您访问的页面不存在。')).toBeNull();
    // the menu fills in after the page (src/layout/chromeDeferral.tsx): what it holds, then what it lacks
    expect(await within(menu()).findByText('工作台', undefined, SLOW)).toBeTruthy();
    expect(within(menu()).queryByText('攻略管理')).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('a resource name with a slash routes its list', async () => {
    signedInAs(ADMIN);
    renderApp('#/wow_guide/article');
    expect((await waitForCall('/mdr/articles/list')).body).toMatchObject({ page: 1 });
  });

  it.each([
    ['edit', '#/wow_guide/article/5'],
    ['show', '#/wow_guide/article/5/show'],
  ])('… its %s page, asking for the record by integer id', async (_, hash) => {
    signedInAs(ADMIN);
    api.reply('/mdr/articles/get', ok({ id: 5, title: 'Hello', status: 'draft', content: '<p>x</p>', version: 1 }));
    renderApp(hash);
    expect((await waitForCall('/mdr/articles/get')).body).toEqual({ id: 5 });
    expect(await screen.findAllByText(/Hello/, undefined, SLOW)).not.toHaveLength(0);
  });

  it('… and its create page', async () => {
    signedInAs(ADMIN);
    renderApp('#/wow_guide/article/create');
    expect(await screen.findByRole('button', { name: '保存' }, SLOW)).toBeTruthy();
    expect(screen.queryByText('抱歉，您访问的页面不存在。')).toBeNull();
  });
});

describe('app bar', { timeout: 20_000 }, () => {
  it('switches the language for the whole panel and the API calls', async () => {
    signedInAs(USER);
    renderApp('#/dashboard/workplace');
    await screen.findByText('欢迎回来，Moderator', undefined, SLOW);
    fireEvent.click(await screen.findByRole('button', { name: 'English' }, SLOW));
    expect(await screen.findByText('Welcome back, Moderator', undefined, SLOW)).toBeTruthy();
    expect(await within(menu()).findByText('Guides', undefined, SLOW)).toBeTruthy();
    expect(localStorage.getItem('arco-locale')).toBe('en-US');
    fireEvent.click(within(menu()).getByText('Articles'));
    expect((await waitForCall('/mdr/articles/list')).headers.lang).toBe('en-US');
  });

  it('logs out from the user menu: the token is revoked and the login page shows', async () => {
    signedInAs(USER);
    renderApp('#/dashboard/workplace');
    await screen.findByText('欢迎回来，Moderator', undefined, SLOW);
    fireEvent.click(await screen.findByRole('button', { name: '个人资料' }, SLOW));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitForHash('#/login?redirect=%2Fdashboard%2Fworkplace');
    expect(api.lastCall('/user/logout')!.headers.token).toBe(USER.token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user-info')).toBeNull();
  });
});

describe('errors', { timeout: 20_000 }, () => {
  it("an API error shows the server's message once, for 5 s, and keeps the user signed in", async () => {
    // fake clocks that still run, so the toast's 5 s can be skipped through
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      signedInAs(ADMIN);
      api.reply('/mdr/articles/list', fail(-2, '没有权限', null, 403));
      renderApp('#/wow_guide/article');
      await waitFor(() => expect(toasts()).toContain('没有权限'), SLOW);
      expect(toasts().filter((t) => t === '没有权限')).toHaveLength(1);
      await elapse(4700);
      expect(toasts()).toContain('没有权限');
      await elapse(800);
      expect(toasts()).toEqual([]);
      expect(localStorage.getItem('token')).toBe(ADMIN.token);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a transport failure shows the Request Error toast', async () => {
    signedInAs(ADMIN);
    api.reply('/mdr/articles/list', { networkError: true });
    renderApp('#/wow_guide/article');
    await waitFor(() => expect(toasts()).toContain('请求错误'), SLOW);
  });
});
