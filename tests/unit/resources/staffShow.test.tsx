// A staff member's page (src/resources/admins/AdminShow.tsx): every value of its
// first row stands under its label, in the panel's two languages, with the
// role in words — never bare values such as "reviewer 内容审核·李娜 user ✕ ✕ ✕".
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider, loginMessages, withMessages } from '../../../src/i18n';
import { signedInMessages } from '../../../src/i18n/signedIn';
import { clearSession } from '../../../src/providers/session';
import { resources } from '../../../src/resources';
import { fakeDataProvider, renderAdmin } from './helpers';
import { ADMIN } from '../../../mocks/fixtures';

afterEach(() => clearSession());

const member = {
  id: 7, username: 'reviewer', name: '内容审核·李娜', avatar: '', role: 'user', roles: [], modules: [], disabled: false,
  twoFactor: false, mustChangePassword: false, lastSignInAt: null, lockedUntil: null, activeSessions: 0, sessions: [],
  effectiveKeys: [], createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 1,
};

const LABELS = {
  'en-US': ['Username', 'Name', 'Role', 'Disabled', 'Two-factor', 'Must change password', 'Last sign-in'],
  'zh-CN': ['用户名', '姓名', '角色', '已停用', '两步验证', '须修改密码', '最近登录'],
};
const ROLE = { 'en-US': 'Staff (roles and extra keys below)', 'zh-CN': '普通员工（按角色和额外权限授权）' };

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
