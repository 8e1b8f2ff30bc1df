// Messages of the staff accounts module in both languages (CSV headers come from the contract).
import { ADMINS, contractMessages } from '../../../src/contract';
import { registerMessages } from '../../core/i18n';

const labels = contractMessages(ADMINS);

registerMessages({
  'zh-CN': {
    ...labels['zh-CN'],
    'admins.self_disable': '不能停用自己的账号',
    'admins.self_demote': '不能取消自己的超级管理员角色',
    'admins.self_lockout': '不能移除自己的“用户管理”权限（menu.use.user）',
    'admins.last_superuser': '这是最后一个启用中的超级管理员（*），不能停用或降级',
    'admins.self_reset': '请在“我的账号”中修改自己的密码',
    'admins.username_taken': '用户名已被使用',
    'admins.session_missing': '该会话不存在或已注销',
    'admins.not_locked': '该账号当前未被锁定',
  },
  'en-US': {
    ...labels['en-US'],
    'admins.self_disable': 'You cannot disable your own account',
    'admins.self_demote': 'You cannot remove your own superuser role',
    'admins.self_lockout': 'You cannot remove the staff module key (menu.use.user) from yourself',
    'admins.last_superuser': 'This is the last active superuser (*): it cannot be disabled or demoted',
    'admins.self_reset': 'Change your own password on My account',
    'admins.username_taken': 'This username is already taken',
    'admins.session_missing': 'This session does not exist or is already signed out',
    'admins.not_locked': 'This account is not locked',
  },
});
