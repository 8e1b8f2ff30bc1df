// A case's decisions on the desk (and on its own page): upholding runs the
// target's own command — a guide or build hidden, a live room banned, a
// user muted — and `b` bans the account behind any target; dismissing needs
// no reason; escalating takes a note (server/modules/reports/uphold.ts,
// decisions.ts). Uphold's reasons are the report reasons, the case's own first.
import { REPORT_REASON_LABELS, REPORT_REASONS, REPORT_UNDECIDED, type ReportCaseRecord } from '../../../contract/reports';
import type { ContractLang } from '../../../contract/types';
import type { RaRecord } from 'react-admin';
import type { QueueDecision } from '../types';

/** How long an upheld mute, a room's ban and an account's ban last from the desk (the full page's form may say otherwise). */
export const DESK_DAYS = { mute: 1, room: 30, ban: 7 } as const;

const WORDS = {
  'zh-CN': {
    hide: '成立并隐藏', room: `成立并封禁直播间 ${DESK_DAYS.room} 天`, mute: `成立并禁言 ${DESK_DAYS.mute} 天`,
    ban: `成立并封禁账号 ${DESK_DAYS.ban} 天`, dismiss: '驳回举报', escalate: '上报',
    escalateReasons: ['需要资深审核判断', '可能涉及违法内容', '涉及知名作者或大额收入'],
  },
  'en-US': {
    hide: 'Uphold: hide', room: `Uphold: ban the room ${DESK_DAYS.room} days`, mute: `Uphold: mute ${DESK_DAYS.mute} day`,
    ban: `Uphold: ban the account ${DESK_DAYS.ban} days`, dismiss: 'Dismiss', escalate: 'Escalate',
    escalateReasons: ['Needs a senior reviewer', 'May be illegal content', 'A well-known author or large earnings'],
  },
} as const;

/** The report reasons in the reader's language, the case's most reported first. */
function upholdReasons(c: ReportCaseRecord, lang: ContractLang): string[] {
  const at = lang === 'zh-CN' ? 0 : 1;
  const counts = c.reasons ?? {};
  return [...REPORT_REASONS].sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0)).map((r) => REPORT_REASON_LABELS[r][at]);
}

export function reportDecisions(record: RaRecord, lang: ContractLang): QueueDecision[] {
  const c = record as unknown as ReportCaseRecord;
  if (!(REPORT_UNDECIDED as readonly string[]).includes(c.status)) return [];
  const w = WORDS[lang];
  const reasons = upholdReasons(c, lang);
  const uphold = (action: string, label: keyof typeof w, needs: string, key: QueueDecision['key'], days?: number): QueueDecision => ({
    action: `uphold_${label}`, command: 'uphold', params: { action, ...(days ? { days } : {}) }, needs: [needs], reason: true, key, label: w[label] as string, reasons,
  });
  const content = c.targetType === 'articles' || c.targetType === 'builds';
  const first = content ? uphold('hide', 'hide', `${c.targetType}.hide`, 'a')
    : c.targetType === 'live_rooms' ? uphold('hide', 'room', 'live_rooms.ban', 'a', DESK_DAYS.room) : uphold('mute', 'mute', 'users.mute', 'a', DESK_DAYS.mute);
  return [
    first,
    uphold('ban', 'ban', 'users.ban', 'b', DESK_DAYS.ban),
    { action: 'dismiss', reason: false, key: 'r', label: w.dismiss },
    ...(c.status === 'open' ? [{ action: 'escalate', reason: true, reasonField: 'note', key: 'e' as const, label: w.escalate, reasons: w.escalateReasons }] : []),
  ];
}
