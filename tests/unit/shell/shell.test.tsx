import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, USER } from '../../../mocks/fixtures';
import { registerAvatarMenuItems } from '../../../src/layout/avatarMenuSlot';
import { getSettings, reloadSettings, updateSettings } from '../../../src/settings/settings';
import { signedInAs, startMockApi } from '../panel/helpers';
import { renderApp, SLOW, waitForHash } from '../panel/render';

startMockApi();
afterEach(() => {
  updateSettings({ globalSettings: false });
  localStorage.clear();
  sessionStorage.clear();
  reloadSettings();
});

const openDrawer = async () => {
  fireEvent.click(await screen.findByRole('button', { name: '页面配置' }, SLOW));
  return within(await screen.findByRole('dialog', { name: '页面配置' }));
};

describe('app bar', { timeout: 20_000 }, () => {
  it('the avatar menu shows the name and role, extra registered items, and log out', async () => {
    const Extra = () => <li>extra item</li>;
    registerAvatarMenuItems(Extra);
    signedInAs(USER);
    renderApp('#/dashboard/workplace');
    fireEvent.click(await screen.findByRole('button', { name: '个人资料' }, SLOW));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('Moderator')).toBeTruthy();
    // a member on no role holds keys given one by one: said so, never the raw account type ('user')
    expect(menu.getByText('角色：单独授予的权限')).toBeTruthy();
    expect(menu.queryByText('角色：user')).toBeNull();
    expect(menu.getByText('extra item')).toBeTruthy();
    expect(menu.getByText('退出登录')).toBeTruthy();
  });

  it('the menu button collapses the side menu in the settings', async () => {
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    fireEvent.click(await screen.findByRole('button', { name: '折叠菜单' }, SLOW));
    expect(getSettings().menuCollapse).toBe(true);
    expect(await screen.findByRole('button', { name: '展开菜单' })).toBeTruthy();
  });
});

describe('settings drawer', { timeout: 20_000 }, () => {
  it('opens from the app bar, switches the footer, and closes with its close button only', async () => {
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    expect(await screen.findByText(/© \d{4} 管理后台/, undefined, SLOW)).toBeTruthy();
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('switch', { name: '底部' }));
    await waitFor(() => expect(screen.queryByText(/© \d{4} 管理后台/)).toBeNull());
    expect(getSettings().footer).toBe(false);
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(screen.getByRole('dialog', { name: '页面配置' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '页面配置' })).toBeNull());
  });

  it('hiding the navbar shows the floating settings button', async () => {
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('switch', { name: '导航栏' }));
    expect(screen.queryByTestId('app-bar')).toBeNull();
    fireEvent.click(drawer.getByRole('button', { name: '关闭' }));
    await openDrawer(); // now from the floating button, the only one left
  });

  it('the menu width takes numbers in range only', async () => {
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    const input = (await openDrawer()).getByRole('spinbutton', { name: '菜单宽度 (px)' });
    fireEvent.change(input, { target: { value: '2' } });
    expect(getSettings().menuWidth).toBe(220);
    fireEvent.change(input, { target: { value: '260' } });
    expect(getSettings().menuWidth).toBe(260);
    fireEvent.change(input, { target: { value: '9999' } });
    fireEvent.blur(input);
    expect(getSettings().menuWidth).toBe(260);
    expect((input as HTMLInputElement).value).toBe('260');
  });
});

describe('tab bar', { timeout: 20_000 }, () => {
  it('shows a tab per visited page after the fixed workplace tab', async () => {
    updateSettings({ tabBar: true });
    signedInAs(ADMIN);
    renderApp('#/dashboard/workplace');
    const tabs = () => within(screen.getByRole('tablist', { name: '已打开的页面' })).getAllByRole('tab')
      .map((t) => t.querySelector('.MuiChip-label')?.textContent);
    await waitFor(() => expect(tabs()).toEqual(['工作台']), SLOW);
    // the menu's entries follow the page (src/layout/chromeDeferral.tsx)
    fireEvent.click(await within(screen.getAllByRole('menu')[0]).findByText('文章', undefined, SLOW));
    await waitForHash('#/wow_guide/article');
    await waitFor(() => expect(tabs()).toEqual(['工作台', '文章']), SLOW);
    fireEvent.click(screen.getByRole('tab', { name: /工作台/ }));
    await waitForHash('#/dashboard/workplace');
    expect(tabs()).toEqual(['工作台', '文章']);
  });
});
