import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { USER } from '../../../mocks/fixtures';
import { fail, ok } from '../../../mocks/api';
import { getSettings, updateSettings } from '../../../src/settings/settings';
import { OFFICIAL_SITE, serverMenuOf, signedInAs, startMockApi } from './helpers';
import { renderApp, SLOW, toasts } from './render';

const api = startMockApi();

const menu = () => within(screen.getByRole('menu'));
const NOT_FOUND = '抱歉，您访问的页面不存在。';
/** The user's menu without the articles route: a server menu that differs from the local one. */
const withoutArticles = () => serverMenuOf(USER.info).map((m) => (m.name === 'wow_guide'
  ? { ...m, children: m.children.filter((c) => c.path !== '/wow_guide/article') }
  : m));

describe('menu from the server', { timeout: 20_000 }, () => {
  it('off: the menu is fetched once, quietly, for the official website link of the local menu', async () => {
    signedInAs(USER);
    renderApp('#/dashboard/workplace');
    const link = await screen.findByRole('menuitem', { name: '官方网站' }, SLOW);
    expect(link.getAttribute('href')).toBe(OFFICIAL_SITE);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(api.callsTo('/api/user/menu')).toHaveLength(1);
    expect(toasts()).toEqual([]);
    expect(menu().getByText('文章')).toBeTruthy();
  });

  it('turning it on loads the menu with notices; the menu and the routes then follow it', async () => {
    signedInAs(USER);
    renderApp('#/wow_guide/article');
    await waitFor(() => expect(getSettings().serverMenu.length).toBeGreaterThan(0), SLOW);
    api.reply('/api/user/menu', ok(withoutArticles()));
    act(() => updateSettings({ menuFromServer: true }));
    await waitFor(() => expect(toasts()).toContain('正在加载菜单…'), SLOW);
    await waitFor(() => expect(toasts()).toContain('菜单加载成功'), SLOW);
    expect(api.callsTo('/api/user/menu')).toHaveLength(2);
    // the server menu leaves articles out: the page says it is not open, whatever the local grant says
    expect(await screen.findByText('您没有打开“文章”的权限。', undefined, SLOW)).toBeTruthy();
    expect(menu().queryByText('文章')).toBeNull();
    expect(menu().getByText('分类')).toBeTruthy();
    expect(menu().getByRole('menuitem', { name: '官方网站' })).toBeTruthy();
  });

  it('on at sign-in: loaded with notices; the workplace and the listed routes open', async () => {
    signedInAs(USER);
    updateSettings({ menuFromServer: true });
    api.reply('/api/user/menu', ok(withoutArticles()));
    renderApp('#/wow_guide/category');
    await waitFor(() => expect(toasts()).toContain('正在加载菜单…'), SLOW);
    await waitFor(() => expect(api.callsTo('/mdr/guide_categories/list').length).toBeGreaterThan(0), SLOW);
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(menu().getByText('工作台')).toBeTruthy();
  });

  it('a failed load shows an error notice and leaves the local menu and its routes working', async () => {
    signedInAs(USER);
    updateSettings({ menuFromServer: true });
    api.reply('/api/user/menu', fail(0, '服务器繁忙', { requestId: 'r1' }, 500));
    renderApp('#/wow_guide/article');
    await waitFor(() => expect(toasts()).toContain('菜单加载失败：服务器繁忙'), SLOW);
    await waitFor(() => expect(api.callsTo('/mdr/articles/list').length).toBeGreaterThan(0), SLOW);
    expect(menu().getByText('文章')).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(getSettings().menuFromServer).toBe(true);
    expect(api.callsTo('/api/user/menu')).toHaveLength(1); // not asked again and again
  });
});
