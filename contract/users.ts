// Platform users: their moderation (mute, ban, lift) and every label a person
// reads about them. The status is computed from the end times against now, so
// a mute or ban ends by itself. Each field once (contract/fields.ts); record types: ./records/users.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

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

export const USERS = defineContract({
  resource: 'users',
  states: USER_STATES,
  commands: USER_COMMANDS,
  fields: {
    id: f.id(),
    nickname: f.text(['昵称', 'Nickname']),
    avatar: f.text(['头像', 'Avatar']),
    email: f.text(['邮箱', 'Email'], { sensitive: 'email', note: 'masked; whole through reveal' }),
    phone: f.text(['手机号', 'Phone'], { sensitive: 'phone', note: 'masked; whole through reveal' }),
    // computed from the end times (server/modules/users/status.ts); the moderation columns are its history
    status: f.state(['状态', 'Status'], USER_STATES, { column: false, note: 'as of now: a mute or ban past its end is active again' }),
    mutedUntil: f.dateTime(['禁言至', 'Muted until'], { nullable: true, history: true }),
    bannedUntil: f.dateTime(['封禁至', 'Banned until'], { nullable: true, history: true }),
    bannedForever: f.boolean(['永久封禁', 'Banned permanently'], { history: true }),
    moderationReason: f.text(['处理原因', 'Reason'], { history: true }),
    invitedBy: f.reference(['邀请人 ID', 'Inviter ID'], { table: 'users', label: 'nickname' }, { nullable: true, filter: true, lookup: true }),
    inviterName: f.text(['邀请人', 'Invited by'], { column: false, nullable: true }),
    inviteCount: f.integer(['邀请人数', 'Invited'], { column: false }),
    signupLinkId: f.reference(['注册推广链接', 'Sign-up link'], { table: 'promotion_links', label: 'name' }, { nullable: true, filter: true }),
    registeredAt: f.dateTime(['注册时间', 'Registered'], { sort: true }),
    lastActiveAt: f.dateTime(['最近活跃', 'Last active'], { nullable: true, sort: true }),
    // computed from the reports module's decided reports (docs/reports.md "Scoring")
    reportAccuracy: f.json(['举报准确率', 'Report accuracy'], {
      column: false, recordOnly: true, nullable: true, note: 'upheld ÷ decided over their last 100 decided reports, 0–1; null before any',
    }),
    reportsDecided: f.integer(['已处理举报', 'Reports decided'], { column: false, recordOnly: true, note: 'their reports on decided cases' }),
    updatedAt: BOOKKEEPING.updatedAt,
    version: BOOKKEEPING.version,
  },
  labels: {
    'zh-CN': {
      name: '用户',
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
});
