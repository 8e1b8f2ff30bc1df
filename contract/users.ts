// Platform users: their moderation (mute, ban, lift) and every label a person
// reads about them. The status is computed from the end times against now, so
// a mute or ban ends by itself. Record type: ./records/users.ts.
import type { ResourceContract } from './types';

export type { UserRecord, UserListItem } from './records/users';

export const USER_STATES = ['active', 'muted', 'banned'] as const;
export type UserState = (typeof USER_STATES)[number];

/** Which status each command is legal from (else -5). */
export const USER_COMMANDS = {
  mute: { from: ['active', 'muted'], reason: true },
  ban: { from: ['active', 'muted', 'banned'], reason: true },
  lift: { from: ['muted', 'banned'], reason: true },
} as const;
export type UserCommand = keyof typeof USER_COMMANDS;

/** Limits of the command bodies (hours of a mute, days of a ban). */
export const MUTE_HOURS = { min: 1, max: 24 * 90 } as const;
export const BAN_DAYS = { min: 1, max: 3650 } as const;

export const USERS = {
  resource: 'users',
  sensitive: { email: 'email', phone: 'phone' },
  states: USER_STATES,
  commands: USER_COMMANDS,
  labels: {
    'zh-CN': {
      name: '用户',
      fields: {
        id: 'ID', nickname: '昵称', avatar: '头像', email: '邮箱', phone: '手机号', status: '状态',
        mutedUntil: '禁言至', bannedUntil: '封禁至', bannedForever: '永久封禁', moderationReason: '处理原因',
        invitedBy: '邀请人 ID', inviterName: '邀请人', inviteCount: '邀请人数', signupLinkId: '注册推广链接',
        registeredAt: '注册时间', lastActiveAt: '最近活跃', updatedAt: '更新时间', version: '版本',
      },
      filters: { q: '关键词（昵称；完整邮箱或手机号）', registeredFrom: '注册日期起', registeredTo: '注册日期止' },
      states: { active: '正常', muted: '禁言中', banned: '已封禁' },
      actions: { mute: '禁言', ban: '封禁', lift: '解除处罚' },
      history: { lift: '%{actor} 解除了%{name}的处罚' },
      reasons: {
        mute: ['发布广告或引流信息', '辱骂、人身攻击', '刷屏', '散布不实信息', '多次违反社区规范'],
        ban: ['盗号或账号交易', '传播外挂或作弊工具', '诈骗', '严重辱骂、骚扰他人', '多次禁言后仍违规'],
        lift: ['申诉成立', '误判', '处罚期间表现良好', '已核实身份'],
      },
    },
    'en-US': {
      name: 'user',
      fields: {
        id: 'ID', nickname: 'Nickname', avatar: 'Avatar', email: 'Email', phone: 'Phone', status: 'Status',
        mutedUntil: 'Muted until', bannedUntil: 'Banned until', bannedForever: 'Banned permanently', moderationReason: 'Reason',
        invitedBy: 'Inviter ID', inviterName: 'Invited by', inviteCount: 'Invited', signupLinkId: 'Sign-up link',
        registeredAt: 'Registered', lastActiveAt: 'Last active', updatedAt: 'Updated', version: 'Version',
      },
      filters: { q: 'Keyword (nickname; a whole email or phone)', registeredFrom: 'Registered from', registeredTo: 'Registered until' },
      states: { active: 'Active', muted: 'Muted', banned: 'Banned' },
      actions: { mute: 'muted', ban: 'banned', lift: 'lifted the penalty on' },
      buttons: { mute: 'Mute', ban: 'Ban', lift: 'Lift' },
      reasons: {
        mute: ['Advertising or spam links', 'Insults or personal attacks', 'Flooding', 'Spreading false information', 'Repeated rule breaking'],
        ban: ['Account theft or trading', 'Spreading cheats', 'Fraud', 'Serious harassment', 'Still breaking rules after mutes'],
        lift: ['Appeal upheld', 'Wrong decision', 'Good behaviour', 'Identity verified'],
      },
    },
  },
} as const satisfies ResourceContract;
