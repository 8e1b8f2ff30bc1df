// A staff member's page (src/resources/admins/AdminShow.tsx): every value of its
// first row stands under its label, in the panel's two languages, with the
// role in words — never bare values such as "reviewer 内容审核·李娜 user ✕ ✕ ✕".
// A member holding keys the reader lacks (`beyondReader`) is marked in the list
// and has no buttons on their page, which says why; the form offers only what
// the reader may grant (no role *, no role holding keys they lack).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loginMessages, withMessages } from '../../../src/i18n';
import { signedInMessages } from '../../../src/i18n/signedIn';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { resources } from '../../../src/resources';
import { fakeDataProvider, renderAdmin } from './helpers';
import { ADMIN } from '../../../mocks/fixtures';

afterEach(() => clearSession());
// a row click scrolls the next page to the top, which jsdom does not implement
window.scrollTo = vi.fn() as typeof window.scrollTo;

const member = {
  id: 7, username: 'reviewer', name: '内容审核·李娜', avatar: '', role: 'user', roles: [1], roleNames: [{ id: 1, zh: '内容审核', en: 'Content reviewer' }], modules: [], disabled: false,
  twoFactor: false, mustChangePassword: false, lastSignInAt: null, lockedUntil: null, activeSessions: 0, sessions: [],
  effectiveKeys: [], createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 1,
};

const LABELS = {
  'en-US': ['Username', 'Name', 'Roles', 'Disabled', 'Two-factor', 'Must change password', 'Last sign-in (UTC+8)'],
  'zh-CN': ['用户名', '姓名', '角色', '已停用', '两步验证', '须修改密码', '最近登录（UTC+8）'],
};
// the roles by name, never the raw account type `user`
const ROLE = { 'en-US': 'Content reviewer', 'zh-CN': '内容审核' };

describe.each(['en-US', 'zh-CN'] as const)('the staff page in %s', (locale) => {
  it('labels every value of its first row and words the role', async () => {
    const i18n = createI18nProvider(withMessages(loginMessages, signedInMessages(resources)));
    await i18n.changeLocale(locale);
    renderAdmin(fakeDataProvider({ 'user/admin': [{ ...member }] }), '/user/admin/7/show', ADMIN.info, false, i18n);
    const summary = await screen.findByTestId('staff-summary');
    await within(summary).findByText('reviewer');
    for (const label of LABELS[locale]) expect(within(summary).getByText(label), label).toBeTruthy();
    expect(within(summary).getByText(ROLE[locale])).toBeTruthy();
    expect(within(summary).queryByText('user')).toBeNull();
    // each value sits in a labelled block: the name is under 姓名 / Name
    const nameBlock = within(summary).getByText(LABELS[locale][1]).closest('.RaLabeled-label')?.parentElement as HTMLElement;
    expect(within(nameBlock).getByText(member.name)).toBeTruthy();
  });
});

/** The staff desk: every staff-account command, roles read, no other module's keys. */
const DESK: UserInfo = {
  accountId: 9, name: 'desk', avatar: '', role: 'staff', registrationTime: '', lists: [],
  modules: ['menu.use.user', 'users.read', 'roles.read', ...['read', 'create', 'update', 'reset_password', 'disable', 'enable', 'unlock', 'revoke_session', 'revoke_all'].map((a) => `admins.${a}`)],
};
const session = { id: 31, ip: '10.0.0.8', userAgent: 'Firefox', method: 'password', createdAt: '2026-01-02T00:00:00Z', lastSeenAt: '2026-01-02T00:00:00Z' };
const COMMANDS = ['Edit', 'Reset password', 'Disable', 'Sign out everywhere', 'Unlock sign-in'];
const staffDb = () => ({
  'user/admin': [
    { ...member, id: 7, username: 'finance', lockedUntil: '2099-01-01T00:00:00Z', sessions: [session], activeSessions: 1, beyondReader: true },
    { ...member, id: 8, username: 'peer', lockedUntil: '2099-01-01T00:00:00Z', sessions: [session], activeSessions: 1, beyondReader: false },
  ],
});
const commandsShown = () => COMMANDS.filter((name) => screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name }));
/** The open list of choices (a select's, an autocomplete's). */
const listbox = () => waitFor(() => document.querySelector<HTMLElement>('[role="listbox"]') ?? Promise.reject(new Error('no list open')));
/** The buttons of the session's row (signing that session out). */
const sessionButtons = async () => within((await screen.findByText('10.0.0.8')).closest('tr') as HTMLElement).queryAllByRole('button');

describe('a member holding keys the reader lacks', () => {
  it('is marked in the list, and their page says why and has no command', async () => {
    renderAdmin(fakeDataProvider(staffDb()), '/user/admin', DESK);
    const row = (await screen.findByText('finance')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('beyond-reader-mark').textContent).toBe('Holds keys you do not hold: view only');
    expect(within(screen.getByText('peer').closest('tr') as HTMLElement).queryByTestId('beyond-reader-mark')).toBeNull();
    fireEvent.click(within(row).getByText('finance'));
    expect(await screen.findByText(/This member holds keys you do not hold, so you can only view the account/)).toBeTruthy();
    expect(await sessionButtons()).toEqual([]);
    expect(commandsShown()).toEqual([]);
  });

  it('a peer within the reader\'s keys keeps every command, with no note', async () => {
    renderAdmin(fakeDataProvider(staffDb()), '/user/admin/8/show', DESK);
    expect(await sessionButtons()).toHaveLength(1);
    await waitFor(() => expect(commandsShown()).toEqual(COMMANDS));
    expect(screen.queryByTestId('beyond-reader')).toBeNull();
  });
});

describe('the staff form of a reader who is no superuser', () => {
  it('offers neither role * nor a role holding keys the reader lacks, and says why', async () => {
    const roles = [
      { id: 1, nameZh: '客服', nameEn: 'Support', description: '', keys: ['users.read'], holders: 0, createdAt: '', updatedAt: '', version: 1 },
      { id: 2, nameZh: '财务', nameEn: 'Finance', description: '', keys: ['users.read', 'withdrawals.pay'], holders: 0, createdAt: '', updatedAt: '', version: 1 },
    ];
    renderAdmin(fakeDataProvider({ 'user/admin': [], 'user/role': roles }), '/user/admin/create', DESK);
    expect(await screen.findByText('Only a superuser can make a superuser (*)')).toBeTruthy();
    // queries scoped to the inputs and their lists: one over the whole form (its key matrix) takes seconds
    fireEvent.mouseDown(document.querySelector('input[name="role"]')!.parentElement!.querySelector('[role="combobox"]')!);
    const superuser = within(await listbox()).getByRole('option', { name: 'Superuser (*, every module)' });
    expect(superuser.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(superuser, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());

    expect(screen.getByText('Greyed roles hold keys you do not hold: you cannot grant them')).toBeTruthy();
    fireEvent.mouseDown(document.querySelector('input[name="roles"]')!);
    const options = within(await listbox());
    await options.findByRole('option', { name: 'Support' });
    expect(options.getByRole('option', { name: 'Finance (holds keys you do not hold)' }).getAttribute('aria-disabled')).toBe('true');
    expect(options.getByRole('option', { name: 'Support' }).getAttribute('aria-disabled')).not.toBe('true');
  });
});
