// Live rooms: streamers' applications (applying → approved / rejected), bans
// that end by themselves (approved ⇄ banned until a time), and the featured
// rooms in their order on the recommended list. Record types: ./records/live_rooms.ts.
import type { ResourceContract } from './types';

export type { LiveRoomRecord, LiveRoomListItem } from './records/live_rooms';

export const LIVE_ROOM_STATES = ['applying', 'approved', 'rejected', 'banned'] as const;
export type LiveRoomState = (typeof LIVE_ROOM_STATES)[number];

export const LIVE_CATEGORIES = ['raid', 'mythic_plus', 'pvp', 'leveling', 'chat', 'other'] as const;
export type LiveCategory = (typeof LIVE_CATEGORIES)[number];

/** Which (computed) status each command is legal from (else -5). */
export const LIVE_ROOM_COMMANDS = {
  ban: { from: ['approved'], reason: true },
  unban: { from: ['banned'] },
  feature: { from: ['approved'] }, // not while banned: a ban takes the room off the list; feature it again once the ban is over
  unfeature: { from: ['applying', 'approved', 'rejected', 'banned'] },
} as const;

/** The longest ban: a year (a ban must end at a time, by design). */
export const LIVE_BAN_MAX_DAYS = 366;

export const LIVE_ROOMS = {
  resource: 'live_rooms',
  states: LIVE_ROOM_STATES,
  transitions: {
    approve: { from: ['applying'], to: 'approved' },
    reject: { from: ['applying'], to: 'rejected', reason: true },
  },
  commands: { ban: { reason: true }, unban: {}, feature: {}, unfeature: {}, reorder: {} },
  labels: {
    'zh-CN': {
      name: '直播间',
      fields: {
        id: 'ID', streamerId: '主播 ID', streamerName: '主播', title: '标题', coverUrl: '封面', category: '分类',
        platformRoomId: '平台房间号', liveNow: '直播中', viewers: '观看人数', featured: '推荐', sortOrder: '推荐顺序',
        status: '状态', reason: '原因', bannedUntil: '封禁至', createdAt: '申请时间', updatedAt: '更新时间', version: '版本',
      },
      filters: { q: '关键词（标题、房间号）', viewersMin: '观看人数至少', viewersMax: '观看人数至多', createdFrom: '申请日期起', createdTo: '申请日期止' },
      states: { applying: '申请中', approved: '已通过', rejected: '已拒绝', banned: '已封禁' },
      actions: {
        approve: '通过', reject: '拒绝', ban: '封禁', unban: '解封', feature: '设为推荐', unfeature: '取消推荐', reorder: '调整推荐顺序',
      },
      history: { feature: '%{actor} 将%{name}设为推荐', unfeature: '%{actor} 取消了%{name}的推荐', reorder: '%{actor} 调整了%{name}的推荐顺序' },
      reasons: {
        reject: ['房间信息不完整', '封面或标题违规', '直播内容与游戏无关', '重复申请'],
        ban: ['直播内容违规', '宣传外挂或作弊工具', '引导私下交易', '恶意刷人气', '辱骂观众'],
      },
    },
    'en-US': {
      name: 'live room',
      fields: {
        id: 'ID', streamerId: 'Streamer ID', streamerName: 'Streamer', title: 'Title', coverUrl: 'Cover', category: 'Category',
        platformRoomId: 'Platform room ID', liveNow: 'Live now', viewers: 'Viewers', featured: 'Featured', sortOrder: 'Featured order',
        status: 'Status', reason: 'Reason', bannedUntil: 'Banned until', createdAt: 'Applied', updatedAt: 'Updated', version: 'Version',
      },
      filters: { q: 'Keyword (title, room ID)', viewersMin: 'Viewers at least', viewersMax: 'Viewers at most', createdFrom: 'Applied from', createdTo: 'Applied until' },
      states: { applying: 'Applying', approved: 'Approved', rejected: 'Rejected', banned: 'Banned' },
      actions: {
        approve: 'approved', reject: 'rejected', ban: 'banned', unban: 'unbanned', feature: 'featured', unfeature: 'unfeatured',
        reorder: 'reordered',
      },
      history: { unfeature: '%{actor} took the %{name} off the recommended list', reorder: '%{actor} moved the %{name} in the recommended list' },
      buttons: { approve: 'Approve', reject: 'Reject', ban: 'Ban', unban: 'Unban', feature: 'Feature', unfeature: 'Unfeature', reorder: 'Reorder' },
      reasons: {
        reject: ['Room details incomplete', 'Cover or title breaks the rules', 'Not about the game', 'Duplicate application'],
        ban: ['Stream content breaks the rules', 'Promoting cheats', 'Private trading', 'Faking viewers', 'Abusing viewers'],
      },
    },
  },
} as const satisfies ResourceContract;

/** Category names, both languages (the category is not a field label). */
export const LIVE_CATEGORY_LABELS: Record<'zh-CN' | 'en-US', Record<LiveCategory, string>> = {
  'zh-CN': { raid: '团本', mythic_plus: '大秘境', pvp: 'PvP', leveling: '练级', chat: '聊天', other: '其他' },
  'en-US': { raid: 'Raids', mythic_plus: 'Mythic+', pvp: 'PvP', leveling: 'Levelling', chat: 'Just chatting', other: 'Other' },
};
