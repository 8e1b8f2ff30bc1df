// Messages of the staff accounts module in both languages (CSV headers come from the
// contract through the registry, server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'roles.name_taken': '该名称已被其他角色使用',
    'roles.in_use': '仍有员工持有该角色，不能删除',
    'roles.self_role': '您持有该角色，不能修改它的权限，请由其他管理员操作',
    'admins.self_disable': '不能停用自己的账号',
    'admins.self_demote': '不能取消自己的超级管理员角色',
    'admins.self_roles': '不能修改自己的角色或权限，请由其他管理员操作',
    'admins.last_keeper': '这是最后一个持有 admins.update 的启用账号，不能移除该权限或停用',
    'admins.unknown_role': '角色不存在',
    'admins.last_superuser': '这是最后一个启用中的超级管理员（*），不能停用或降级',
    'admins.self_reset': '请在“我的账号”中修改自己的密码',
    'admins.username_taken': '用户名已被使用',
    'admins.session_missing': '该会话不存在或已注销',
    'admins.not_locked': '该账号当前未被锁定',
  },
  'en-US': {
    'roles.name_taken': 'Another role already has this name',
    'roles.in_use': 'Staff accounts still hold this role: it cannot be deleted',
    'roles.self_role': 'You hold this role: another admin must change its keys',
    'admins.self_disable': 'You cannot disable your own account',
    'admins.self_demote': 'You cannot remove your own superuser role',
    'admins.self_roles': 'You cannot change your own role, roles or keys: ask another admin',
    'admins.last_keeper': 'This is the last active account holding admins.update: it cannot lose it or be disabled',
    'admins.unknown_role': 'No such role',
    'admins.last_superuser': 'This is the last active superuser (*): it cannot be disabled or demoted',
    'admins.self_reset': 'Change your own password on My account',
    'admins.username_taken': 'This username is already taken',
    'admins.session_missing': 'This session does not exist or is already signed out',
    'admins.not_locked': 'This account is not locked',
  },
});
