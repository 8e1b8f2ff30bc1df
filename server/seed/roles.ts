// The roles every database starts with (docs/access.md "Seeded roles"): the
// migration server/db/migrations/0020_roles.sql adds them to existing databases
// as they were then; the demo data (server/seed/staff.ts) writes them as they
// are now and puts the demo accounts on them. Keys are typed: a misspelt one
// fails the type check.
import { ACTION_KEYS, type ActionKey } from '../../contract/access/actionKeys';

export interface SeededRole {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  keys: readonly ActionKey[];
}

const all = ACTION_KEYS.map((k) => k.key);
const unmarked = ACTION_KEYS.filter((k) => !('mark' in k)).map((k) => k.key);
/** The keys of these resources that neither move money nor reveal personal data. */
export const ofResources = (...resources: string[]): ActionKey[] =>
  unmarked.filter((k) => resources.includes(k.slice(0, k.lastIndexOf('.'))));

export const CONTENT_REVIEWER: SeededRole = {
  nameZh: '内容审核', nameEn: 'Content reviewer',
  descriptionZh: '攻略、配装与作者申请的查看、审核和历史；玩家举报、处理决定与申诉。不含资金，不含个人信息。',
  descriptionEn: 'Guides, builds and author applications: read, review, history; players\' reports, decisions and appeals. No money, no personal data.',
  keys: [
    'guide_categories.read', 'articles.read', 'articles.approve', 'articles.reject', 'articles.hide', 'articles.restore',
    'builds.read', 'builds.approve', 'builds.reject', 'builds.hide', 'builds.restore',
    'authors.read', 'authors.approve', 'authors.reject',
    'review_queue.read', 'review_queue.claim', 'reports.read', 'reports.uphold', 'reports.dismiss', 'reports.escalate',
    // decisions answer: their records, the appeals against them (decided by another reviewer), strikes
    'decisions.read', 'appeals.read', 'appeals.uphold', 'appeals.overturn', 'strikes.read', 'transparency.read',
    'dashboard.articles', 'dashboard.popular_articles', 'dashboard.builds', 'dashboard.popular_builds', 'dashboard.authors',
  ],
};

export const FINANCE: SeededRole = {
  nameZh: '财务', nameEn: 'Finance',
  descriptionZh: '订单与退款、提现、作者余额与调整、电量套餐、推广链接。',
  descriptionEn: 'Orders and refunds, withdrawals, author balances and adjustments, power packages, promotion links.',
  keys: [
    'orders.read', 'orders.export', 'orders.refund', 'order_refunds.read', 'order_refunds.export',
    'withdrawals.read', 'withdrawals.export', 'withdrawals.reveal', 'withdrawals.approve', 'withdrawals.reject',
    'withdrawals.pay', 'withdrawals.fail', 'review_queue.read', 'review_queue.claim',
    // payout batches: made, totalled and exported for the bank (accounts whole: step-up, audited)
    'withdrawals.batch', 'withdrawal_batches.read', 'withdrawal_batches.read_money', 'withdrawal_batches.export_bank',
    'authors.read', 'authors.read_money', 'authors.export', 'authors.adjust', 'author_ledger.read', 'author_ledger.export',
    'author_traffic.read', 'author_traffic.read_money',
    ...ofResources('power_packages'), 'power_packages.create', 'power_packages.update',
    ...ofResources('promotion_links'), 'promotion_links.read_money',
    'dashboard.orders', 'dashboard.authors', 'dashboard.top_authors',
    'authors.statement', 'authors.statement_export', 'reconciliation.read',
  ],
};

export const SUPPORT: SeededRole = {
  nameZh: '客服', nameEn: 'Support',
  descriptionZh: '用户反馈、直播间、异常上报、游戏数据与合作方机器人。',
  descriptionEn: 'Feedback, live rooms, exceptions, game data and partner bots.',
  keys: [
    ...ofResources('feedback', 'live_rooms', 'exceptions', 'game_versions', 'game_items', 'bots'),
    // to reach the player about a ticket, and a partner about its bot (each reveal audited)
    'feedback.reveal', 'bots.reveal',
    'review_queue.read', 'review_queue.claim', 'reports.read',
    'dashboard.feedback', 'dashboard.live_rooms', 'dashboard.exceptions',
  ],
};

export const AUDITOR: SeededRole = {
  nameZh: '只读审计', nameEn: 'Auditor',
  descriptionZh: '查看全部记录，包括金额与审计日志；不能操作、导出或查看敏感信息。',
  descriptionEn: 'Reads everything, money figures and the audit log included; no action, no export, no reveal.',
  // records, not the API document (api_docs.read): that is for those who build on the API, given by name
  keys: all.filter((k) => (k.endsWith('.read') && k !== 'api_docs.read') || k.endsWith('.read_money') || k.startsWith('dashboard.')
    || k === 'authors.statement'),
};

export const SEEDED_ROLES: readonly SeededRole[] = [CONTENT_REVIEWER, FINANCE, SUPPORT, AUDITOR];
