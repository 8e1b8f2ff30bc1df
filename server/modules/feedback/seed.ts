// Demo feedback: 320 tickets over four months in Chinese and English, across
// categories and states, with reply threads (public replies and internal
// notes) and the audit rows their history shows; a few recent ones still open
// past the SLA (overdue), some assigned to the demo staff `user` and `support`.
import type { Insertable } from 'kysely';
import { FEEDBACK_CATEGORIES, FEEDBACK_TEMPLATES, type FeedbackCategory } from '../../../contract/feedback';
import type { DB } from '../../db/schema';
import { insertRows } from '../../seed/batch';
import { daysAgo, type Rng } from '../../seed/rng';
import type { SeedStep } from '../../seed/types';

const TICKETS = 320;

const CONTENT: Record<'zh' | 'en', Record<FeedbackCategory, readonly string[]>> = {
  zh: {
    bug: ['打开天赋模拟器后页面白屏，刷新也没用', '攻略详情页的装备图标加载不出来', '直播间弹幕偶尔会重复显示两次', '切换到英文后部分按钮还是中文'],
    suggestion: ['希望攻略可以按版本筛选', '建议增加配装收藏夹功能', '能不能给直播间加一个夜间模式', '希望支持导出配装到游戏内'],
    account: ['手机号换了，无法收到验证码', '账号被误封了，请帮忙核实', '绑定的邮箱填错了怎么修改', '登录时一直提示密码错误'],
    payment: ['充电站扣款成功但没有到账', '重复扣款了两次，请退款', '苹果支付后会员没有生效', '想开发票，应该在哪里申请'],
    content: ['这篇攻略抄袭了我的文章', '某个配装的天赋代码是错的', '直播间有人发广告', '评论区有人恶意辱骂'],
    other: ['客服什么时候上班', '想申请成为签约作者', '活动奖励什么时候发放', '网站在手机上打开很慢'],
  },
  en: {
    bug: ['The talent calculator shows a blank page', 'Gear icons do not load on the guide page', 'Live chat messages sometimes show twice', 'Some buttons stay in Chinese after switching to English'],
    suggestion: ['Please let us filter guides by game version', 'A favourites list for builds would be great', 'Could live rooms get a dark mode?', 'Please support exporting a build to the game'],
    account: ['I changed my phone number and get no codes', 'My account was banned by mistake', 'I entered the wrong email when signing up', 'Sign-in keeps saying my password is wrong'],
    payment: ['Paid for the power station but nothing arrived', 'I was charged twice, please refund', 'Membership not active after Apple Pay', 'Where do I ask for an invoice?'],
    content: ['This guide copies my article', 'The talent string of a build is wrong', 'Someone is advertising in a live room', 'Abusive comments under a guide'],
    other: ['When is support available?', 'How do I become a signed author?', 'When are event rewards sent?', 'The site is slow on my phone'],
  },
};

const NOTES = { zh: ['已联系技术排查', '用户已补充截图', '与支付渠道核对中'], en: ['Asked engineering to look', 'User sent screenshots', 'Checking with the payment provider'] };

type Staff = { id: number; name: string };
type Ticket = Insertable<DB['feedback']>;
type Reply = Omit<Insertable<DB['feedback_replies']>, 'feedback_id'>;
type Plan = { ticket: Ticket; replies: Reply[]; history: { action: string; to: string; at: Date; by: Staff }[] };

function planTicket(rng: Rng, now: Date, userId: number, staff: Staff[]): Plan {
  const lang = rng.chance(0.6) ? 'zh' : 'en';
  const category = rng.pick(FEEDBACK_CATEGORIES);
  const age = rng.chance(0.12) ? rng.float(0, 3) : rng.float(1, 120);
  const createdAt = daysAgo(now, age);
  const status = age < 2 ? rng.pick(['open', 'open', 'processing'] as const)
    : rng.weighted([['resolved', 60], ['closed', 15], ['processing', 12], ['open', 8]] as const);
  const assignee = status === 'open' && rng.chance(0.5) ? null : rng.pick(staff);
  const replies: Reply[] = [];
  const history: Plan['history'] = [];
  const at = (hours: number) => new Date(Math.min(now.getTime(), createdAt.getTime() + hours * 3_600_000));
  if (assignee) history.push({ action: 'assign', to: status, at: at(1), by: assignee });
  if (assignee && status !== 'open') {
    const templates = FEEDBACK_TEMPLATES[lang === 'zh' ? 'zh-CN' : 'en-US'][category];
    if (rng.chance(0.4)) replies.push({ body: rng.pick(NOTES[lang]), internal: true, author_id: assignee.id, author_name: assignee.name, created_at: at(2) });
    replies.push({ body: rng.pick(templates), internal: false, author_id: assignee.id, author_name: assignee.name, created_at: at(3) });
    if (status === 'resolved' || status === 'closed') history.push({ action: status === 'resolved' ? 'resolve' : 'close', to: status, at: at(6), by: assignee });
  }
  const done = status === 'resolved' || status === 'closed';
  return {
    ticket: {
      user_id: userId, category, content: rng.pick(CONTENT[lang][category]), status,
      contact: rng.chance(0.5) ? `qq ${rng.int(100000, 99999999)}` : '',
      client_version: `3.${rng.int(2, 6)}.${rng.int(0, 12)}`, client_os: rng.pick(['iOS 18', 'Android 15', 'Windows 11', 'macOS 15']),
      screenshots: rng.chance(0.3) ? [`https://picsum.photos/seed/fb${rng.int(1, 9999)}/640/360`] : [],
      assignee_id: assignee?.id ?? null, reply_count: replies.length,
      close_reason: status === 'closed' ? (lang === 'zh' ? '重复反馈' : 'Duplicate') : '',
      resolved_at: done ? at(6) : null, created_at: createdAt, updated_at: history.at(-1)?.at ?? createdAt,
      version: 1 + history.length + replies.length,
    },
    replies,
    history,
  };
}

export const feedbackStep: SeedStep = {
  name: 'feedback (tickets, replies, history)',
  async run({ trx, now, rng: streams }) {
    const rng = streams('feedback');
    const staff = await trx.selectFrom('admins').select(['id', 'name']).where('username', 'in', ['user', 'support', 'admin'])
      .orderBy('id').execute();
    const users = await trx.selectFrom('users').select('id').orderBy('id').limit(2000).execute();
    const plans = Array.from({ length: TICKETS }, () => planTicket(rng, now, rng.pick(users).id, staff));
    plans.sort((a, b) => (a.ticket.created_at as Date).getTime() - (b.ticket.created_at as Date).getTime());
    const ids = await insertRows(trx, 'feedback', plans.map((p) => p.ticket));
    const replies = plans.flatMap((p, i) => p.replies.map((r) => ({ ...r, feedback_id: ids[i] })));
    if (replies.length) await insertRows(trx, 'feedback_replies', replies);
    const audit = plans.flatMap((p, i) => p.history.map((h) => ({
      actor_id: h.by.id, actor_name: h.by.name, action: h.action, resource: 'feedback', record_id: String(ids[i]),
      before: JSON.stringify({ status: 'open' }), after: JSON.stringify({ status: h.to, assigneeName: h.by.name }), created_at: h.at,
    })));
    for (let i = 0; i < audit.length; i += 200) await trx.insertInto('audit_log').values(audit.slice(i, i + 200)).execute();
    // audit rows are history, not the step's data: not counted (as every step)
    return { feedback: ids.length, feedback_replies: replies.length };
  },
};
