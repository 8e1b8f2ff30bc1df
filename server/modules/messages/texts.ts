// Message texts (i18n keys, see notify.ts) that belong to no module yet: system
// notices, and the events of modules still to come, which the demo data
// already shows. A module that arrives registers its own texts next to its
// code (as guide/events.ts does) and takes its keys from here with it.
import { registerMessages } from '../../core/i18n';
import type { MessageTexts } from './notify';

const texts = (name: string, subTitle = false): MessageTexts => ({
  title: `msg.${name}.title`,
  ...(subTitle ? { subTitle: `msg.${name}.sub_title` } : {}),
  content: `msg.${name}.content`,
});

/** notice; params date, from, to */
export const MAINTENANCE = texts('system.maintenance');
/** notice; params version */
export const RELEASE = texts('system.release');
/** notice; params week, articles, approved, users */
export const WEEKLY_REPORT = texts('system.weekly_report');
/** notice; params time, ip, device */
export const NEW_SIGN_IN = texts('system.new_sign_in');
/** notice; params count, fingerprint */
export const EXCEPTION_SPIKE = texts('exception.spike');
/** todo; params author, amount */
export const WITHDRAWAL_REQUESTED = texts('author.withdrawal_requested');
/** todo; params actor, ticket, subject */
export const FEEDBACK_ASSIGNED = texts('feedback.assigned');
/** todo; params author, title */
export const BUILD_PENDING = texts('build.pending');
/** todo; params room, count */
export const LIVE_REPORTED = texts('live.reported');
/** message from a colleague; params actor, text (as they wrote it) */
export const NOTE = texts('staff.note', true);

registerMessages({
  'zh-CN': {
    'msg.system.maintenance.title': '系统维护通知',
    'msg.system.maintenance.content': '平台将于 {date} {from}–{to}（北京时间）停机维护，届时面板与 API 暂停服务，请提前保存手头的工作。',
    'msg.system.release.title': '面板已更新至 {version}',
    'msg.system.release.content': '新版本支持扫码登录和消息中心；待审核的文章会自动提醒有攻略权限的同事。',
    'msg.system.weekly_report.title': '运营周报已生成',
    'msg.system.weekly_report.content': '{week}：新增文章 {articles} 篇，审核通过 {approved} 篇，新注册用户 {users} 人。',
    'msg.system.new_sign_in.title': '新设备登录提醒',
    'msg.system.new_sign_in.content': '你的账号于 {time} 在新设备登录（{device}，IP {ip}）。如非本人操作，请立即修改密码。',
    'msg.exception.spike.title': '客户端异常激增',
    'msg.exception.spike.content': '过去一小时收到 {count} 条同类异常报告（{fingerprint}），请尽快排查。',
    'msg.author.withdrawal_requested.title': '提现申请待审核',
    'msg.author.withdrawal_requested.content': '{author} 申请提现 ¥{amount}，请在 3 个工作日内处理。',
    'msg.feedback.assigned.title': '反馈工单待处理',
    'msg.feedback.assigned.content': '{actor} 将反馈 #{ticket} 分配给你：“{subject}”',
    'msg.build.pending.title': '配装待审核',
    'msg.build.pending.content': '{author} 提交了配装“{title}”，请审核。',
    'msg.live.reported.title': '直播间被举报',
    'msg.live.reported.content': '直播间“{room}”在 10 分钟内被举报 {count} 次，请尽快核查。',
    'msg.staff.note.title': '{actor}',
    'msg.staff.note.sub_title': '给你留言',
    'msg.staff.note.content': '{text}',
  },
  'en-US': {
    'msg.system.maintenance.title': 'Scheduled maintenance',
    'msg.system.maintenance.content': 'The platform will be down for maintenance on {date}, {from}–{to} (UTC+8). The panel and the API will be unavailable; please save your work beforehand.',
    'msg.system.release.title': 'Panel updated to {version}',
    'msg.system.release.content': 'QR sign-in and the message centre are here; articles waiting for review now notify everyone on the guide team.',
    'msg.system.weekly_report.title': 'Weekly report ready',
    'msg.system.weekly_report.content': '{week}: {articles} new articles, {approved} approved, {users} new users.',
    'msg.system.new_sign_in.title': 'Sign-in from a new device',
    'msg.system.new_sign_in.content': 'Your account signed in on a new device at {time} ({device}, IP {ip}). If this was not you, change your password now.',
    'msg.exception.spike.title': 'Client exceptions spiking',
    'msg.exception.spike.content': '{count} reports of the same exception in the last hour ({fingerprint}); please look into it.',
    'msg.author.withdrawal_requested.title': 'Withdrawal request to review',
    'msg.author.withdrawal_requested.content': '{author} asked to withdraw ¥{amount}; please handle it within 3 working days.',
    'msg.feedback.assigned.title': 'Feedback ticket assigned to you',
    'msg.feedback.assigned.content': '{actor} assigned feedback #{ticket} to you: "{subject}"',
    'msg.build.pending.title': 'Build awaiting review',
    'msg.build.pending.content': '{author} submitted the build "{title}" for review.',
    'msg.live.reported.title': 'Live room reported',
    'msg.live.reported.content': 'The live room "{room}" was reported {count} times in 10 minutes; please check it now.',
    'msg.staff.note.title': '{actor}',
    'msg.staff.note.sub_title': 'left you a note',
    'msg.staff.note.content': '{text}',
  },
});
