// The avatar menu's local role switch (docs/panel.md "Debug mode"): user ⇄ admin on this browser,
// followed at once by what is shown by role, and by the sample API's user info.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MenuList } from '@mui/material';
import { AdminContext } from 'react-admin';
import { getSampleRole, ROLE_KEY } from '../../../mocks/debug/role';
import { Permission } from '../../../src/access/Permission';
import { http, post } from '../../../src/http/client';
import { authProvider } from '../../../src/providers/authProvider';
import { getUserInfo } from '../../../src/providers/session';
import { installDebugClient } from '../../../src/debug/client';
import { DEBUG_MESSAGES } from '../../../src/debug/messages';
import { RoleSwitchMenuItem } from '../../../src/debug/RoleSwitchMenuItem';
import { startSampleApi } from './sample';

startSampleApi();
beforeAll(() => installDebugClient(http));
afterEach(cleanup);

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...DEBUG_MESSAGES['en-US'] }), 'en-US');

// the item lives in the avatar menu (src/layout/appbar/AvatarMenu.tsx); MUI 9 refuses a MenuItem outside a menu list
const renderSwitch = () => render(
  <AdminContext i18nProvider={i18nProvider} authProvider={authProvider}>
    <MenuList><RoleSwitchMenuItem /></MenuList>
    <Permission roles={['*']}><span>admin only</span></Permission>
  </AdminContext>,
);

describe('role switch', () => {
  it('takes an admin to the user role and back, and admin-only elements follow', async () => {
    await authProvider.login({ username: 'admin', password: 'admin' });
    renderSwitch();
    expect(screen.getByText('admin only')).toBeTruthy();
    fireEvent.click(screen.getByText('Switch role to User'));
    await waitFor(() => expect(screen.queryByText('admin only')).toBeNull());
    expect(getUserInfo()!.role).toBe('user');
    expect(localStorage.getItem(ROLE_KEY)).toBe('user');
    expect(screen.getByText('Switch role to Administrator')).toBeTruthy();
    // what the sample API reports from now on, e.g. after a reload drops the cached user info
    expect((await post<{ role: string }>('/user/info')).role).toBe('user');

    fireEvent.click(screen.getByText('Switch role to Administrator'));
    await waitFor(() => expect(screen.getByText('admin only')).toBeTruthy());
    expect(getSampleRole()).toBe('admin');
    expect(getUserInfo()!.role).toBe('*');
  });

  it('offers the demo moderator the admin role', async () => {
    await authProvider.login({ username: 'user', password: 'user' });
    renderSwitch();
    expect(screen.queryByText('admin only')).toBeNull();
    fireEvent.click(screen.getByText('Switch role to Administrator'));
    await waitFor(() => expect(screen.getByText('admin only')).toBeTruthy());
  });
});

describe('debug phrases', () => {
  it('exist in both languages with the same keys', () => {
    const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) =>
      (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(DEBUG_MESSAGES['zh-CN'])).toEqual(keys(DEBUG_MESSAGES['en-US']));
    expect(DEBUG_MESSAGES['zh-CN'].debug.role.user).toBe('普通用户');
  });
});
