// Staff accounts (`admins`): labels in both languages. Record type: ./records/admins.ts.
import type { ResourceContract } from './types';

export type { AdminRecord, AdminSession } from './records/admins';

/** Roles: '*' opens every module; 'user' only the keys in `modules`. */
export const ADMIN_ROLES = ['*', 'user'] as const;

export const ADMINS = {
  resource: 'admins',
  auditActions: ['change_password', 'lock', 'enable_2fa', 'disable_2fa'],
  labels: {
    'zh-CN': {
      name: '员工账号',
      fields: {
        id: 'ID', username: '用户名', name: '姓名', avatar: '头像', role: '角色', roles: '角色组', modules: '额外权限', effectiveKeys: '生效权限',
        disabled: '已停用', twoFactor: '两步验证', mustChangePassword: '须修改密码', lastSignInAt: '最近登录', lockedUntil: '锁定至',
        activeSessions: '在线会话', sessions: '会话', createdAt: '创建时间', updatedAt: '更新时间', version: '版本',
        beyondReader: '超出我的权限',
      },
      filters: { q: '搜索' },
      buttons: { reset_password: '重置密码', disable: '停用', enable: '启用', revoke_session: '注销', revoke_all: '注销全部会话', unlock: '解除锁定' },
      actions: { disable: '停用', enable: '启用' },
      history: {
        reset_password: '%{actor} 重置了%{name}的密码', unlock: '%{actor} 解除了%{name}的登录锁定',
        revoke_session: '%{actor} 注销了%{name}的一个会话', revoke_all: '%{actor} 注销了%{name}的全部会话',
        change_password: '%{actor} 修改了自己的密码', lock: '%{name}因多次登录失败被锁定',
        enable_2fa: '%{actor} 开启了两步验证', disable_2fa: '%{actor} 关闭了两步验证',
      },
    },
    'en-US': {
      name: 'staff account',
      fields: {
        id: 'ID', username: 'Username', name: 'Name', avatar: 'Avatar', role: 'Role', roles: 'Roles', modules: 'Extra keys', effectiveKeys: 'Effective keys',
        disabled: 'Disabled', twoFactor: 'Two-factor', mustChangePassword: 'Must change password', lastSignInAt: 'Last sign-in', lockedUntil: 'Locked until',
        activeSessions: 'Active sessions', sessions: 'Sessions', createdAt: 'Created', updatedAt: 'Updated',
        version: 'Version', beyondReader: 'Beyond my keys',
      },
      filters: { q: 'Search' },
      buttons: { reset_password: 'Reset password', disable: 'Disable', enable: 'Enable', revoke_session: 'Sign out', revoke_all: 'Sign out everywhere', unlock: 'Unlock sign-in' },
      actions: { disable: 'disabled', enable: 'enabled' },
      history: {
        reset_password: '%{actor} reset the password of the %{name}', unlock: '%{actor} unlocked sign-in of the %{name}',
        revoke_session: '%{actor} signed out a session of the %{name}', revoke_all: '%{actor} signed the %{name} out everywhere',
        change_password: '%{actor} changed their password', lock: 'The %{name} was locked after repeated failed sign-ins',
        enable_2fa: '%{actor} turned on two-factor sign-in', disable_2fa: '%{actor} turned off two-factor sign-in',
      },
    },
  },
} as const satisfies ResourceContract;
