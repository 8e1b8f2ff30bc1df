// Field labels come from the contract (contract/admins.ts); the rest is the panel's own.
import { ADMINS } from '../../../contract/admins';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '员工账号 |||| 员工账号',
    ...contractMessages(ADMINS, 'zh-CN'),
    extra_keys: '%{smart_count} 项',
    role: { all: '超级管理员（*，全部模块）', user: '普通员工（按角色和额外权限授权）' },
    modules: {
      every: '角色为 * 的账号可以使用全部模块，无需逐项授权。',
    },
    access: {
      key: '权限', from: '来源',
      from_role: '角色：%{name}', from_extra: '额外权限', from_all: '超级管理员（*）',
    },
    confirm: {
      reset_password: '旧密码立即失效；新的临时密码只显示一次，该员工下次登录时须修改。',
      disable: '停用后该员工立即被登出，重新启用前无法登录。',
      revoke_all: '该员工在所有设备上的会话都将被注销，需要重新登录。',
    },
    reset: { title: '临时密码', hint: '临时密码只显示这一次。请通过安全渠道告知该员工，其下次登录时必须修改密码。', close: '我已记下' },
    notify: { done: '操作成功' },
    sessions_none: '没有在线会话',
    password_label: '初始密码',
    helpers: { password: '至少 10 个字符，不能是常见密码、单词、键盘序列或包含账号名' },
    beyond: {
      mark: '持有你没有的权限：只能查看',
      note: '该员工持有你没有的权限，你只能查看：编辑、停用、启用、解除锁定、重置密码和注销会话，只能由持有其全部权限的人操作。',
    },
    grant: {
      all_only: '只有超级管理员才能授予超级管理员（*）',
      roles_locked: '灰色的角色包含你没有的权限，不能授予',
      role_locked: '%{name}（包含你没有的权限）',
    },
  },
  'en-US': {
    name: 'Staff account |||| Staff accounts',
    ...contractMessages(ADMINS, 'en-US'),
    extra_keys: '%{smart_count} key |||| %{smart_count} keys',
    role: { all: 'Superuser (*, every module)', user: 'Staff (roles and extra keys below)' },
    modules: {
      every: 'An account with role * opens every module; no keys need to be picked.',
    },
    access: {
      key: 'Key', from: 'From',
      from_role: 'Role: %{name}', from_extra: 'Extra keys', from_all: 'Superuser (*)',
    },
    confirm: {
      reset_password: 'The old password stops working at once; the temporary password is shown only once and must be changed at the next sign-in.',
      disable: 'The member is signed out at once and cannot sign in until enabled again.',
      revoke_all: 'The member is signed out on every device and must sign in again.',
    },
    reset: { title: 'Temporary password', hint: 'The temporary password is shown only now. Give it to the member through a safe channel; they must change it at the next sign-in.', close: 'I noted it' },
    notify: { done: 'Done' },
    sessions_none: 'No live sessions',
    password_label: 'Initial password',
    helpers: { password: 'At least 10 characters; not a common password, words, a keyboard pattern or the account name' },
    beyond: {
      mark: 'Holds keys you do not hold: view only',
      note: 'This member holds keys you do not hold, so you can only view the account: editing, disabling, enabling, unlocking, password resets and signing out are for staff who hold every key the member holds.',
    },
    grant: {
      all_only: 'Only a superuser can make a superuser (*)',
      roles_locked: 'Greyed roles hold keys you do not hold: you cannot grant them',
      role_locked: '%{name} (holds keys you do not hold)',
    },
  },
};
