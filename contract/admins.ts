// Staff accounts (`admins`): each field once (contract/fields.ts). The shapes of the keys,
// roles and sessions, and the record type: ./records/admins.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { AdminRecord, AdminSession, RoleName } from './records/admins';

/** Roles: '*' opens every module; 'user' only the keys in `modules`. */
export const ADMIN_ROLES = ['*', 'user'] as const;

export const ADMINS = defineContract({
  resource: 'admins',
  fields: {
    id: f.id(),
    // written at create only (the update schema leaves it out: server/modules/staff/admins.ts)
    username: f.text(['用户名', 'Username'], {
      write: 'required', min: 1, max: 50, pattern: '^[A-Za-z0-9_.-]+$', note: 'letters, digits, . _ -', search: true, sort: true, history: false }),
    name: f.text(['姓名', 'Name'], { write: 'required', min: 1, max: 60, search: true }),
    // hashed into password_hash by the resource's own toInsert; no control characters: nobody can type them,
    // and they are how pasted garbage looks
    password: f.text(['密码', 'Password'], {
      write: 'required', writeOnly: true, column: false, min: 1, max: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      note: 'at least 10 characters, not guessable; the member must change it at the first sign-in' }),
    avatar: f.text(['头像', 'Avatar'], { write: true, max: 500 }),
    role: f.text(['账号类型', 'Account type'], { write: true, note: "'*' = every key, 'user' = the keys of roles and modules" }),
    roles: f.json(['角色组', 'Roles'], { write: true, column: 'role_ids', note: 'role ids (/mdr/roles)' }),
    roleNames: f.json(['角色', 'Roles'], { column: false, note: "the roles' names in both languages, in role order" }),
    modules: f.json(['额外权限', 'Extra keys'], { write: true, note: 'extra action keys besides the roles\' (docs/access.md)' }),
    disabled: f.boolean(['已停用', 'Disabled'], { filter: true, history: true }),
    twoFactor: f.boolean(['两步验证', 'Two-factor'], { column: 'totp_enabled' }),
    mustChangePassword: f.boolean(['须修改密码', 'Must change password']),
    lastSignInAt: f.dateTime(['最近登录', 'Last sign-in'], { nullable: true, sort: true }),
    lockedUntil: f.dateTime(['锁定至', 'Locked until'], {
      nullable: true, column: false, note: 'locked after too many failed sign-ins until then; null: not locked' }),
    activeSessions: f.integer(['在线会话', 'Active sessions'], { column: false }),
    ...BOOKKEEPING,
    beyondReader: f.boolean(['超出我的权限', 'Beyond my keys'], {
      column: false, note: 'the member holds a key the reader lacks (or role *): the reader may neither change nor act on the account' }),
    sessions: f.json(['会话', 'Sessions'], { column: false, recordOnly: true, note: 'live sessions, newest first' }),
    effectiveKeys: f.json(['生效权限', 'Effective keys'], {
      column: false, recordOnly: true, note: 'every action key held, in docs/access.md order' }),
  },
  // denied: a refused attempt beyond the caller's keys (server/modules/staff/bounds.ts)
  auditActions: ['change_password', 'lock', 'enable_2fa', 'disable_2fa', 'denied'],
  labels: {
    'zh-CN': {
      name: '员工账号',
      buttons: { reset_password: '重置密码', disable: '停用', enable: '启用', revoke_session: '注销', revoke_all: '注销全部会话', unlock: '解除锁定' },
      actions: { disable: '停用', enable: '启用' },
      history: {
        reset_password: '%{actor} 重置了%{name}的密码', unlock: '%{actor} 解除了%{name}的登录锁定',
        revoke_session: '%{actor} 注销了%{name}的一个会话', revoke_all: '%{actor} 注销了%{name}的全部会话',
        change_password: '%{actor} 修改了自己的密码', lock: '%{name}因多次登录失败被锁定',
        enable_2fa: '%{actor} 开启了两步验证', disable_2fa: '%{actor} 关闭了两步验证',
        denied: '%{actor} 越权操作%{name}被拒绝',
      },
    },
    'en-US': {
      name: 'staff account',
      buttons: { reset_password: 'Reset password', disable: 'Disable', enable: 'Enable', revoke_session: 'Sign out', revoke_all: 'Sign out everywhere', unlock: 'Unlock sign-in' },
      actions: { disable: 'disabled', enable: 'enabled' },
      history: {
        reset_password: '%{actor} reset the password of the %{name}', unlock: '%{actor} unlocked sign-in of the %{name}',
        revoke_session: '%{actor} signed out a session of the %{name}', revoke_all: '%{actor} signed the %{name} out everywhere',
        change_password: '%{actor} changed their password', lock: 'The %{name} was locked after repeated failed sign-ins',
        enable_2fa: '%{actor} turned on two-factor sign-in', disable_2fa: '%{actor} turned off two-factor sign-in',
        denied: '%{actor} was refused an action on the %{name} beyond their keys',
      },
    },
  },
});
