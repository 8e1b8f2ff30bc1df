// A refused request names its field in the envelope's message, in the caller's
// language ("参数错误：密码 — 密码太容易被猜到…"), so a toast that shows only the
// message still says what to fix: a form's field shows under its input, but a
// dialog's, a command's or a field the form does not show would otherwise read
// "参数错误" alone. The label is the resource's (contract/), else one of the
// body fields every route shares, else the field's path as sent.
import { CONTRACTS } from '../../contract';
import type { Lang } from './context';
import { registerMessages, t } from './i18n';

/** Body fields that are no record field: commands' and the session's. */
const BODY_FIELDS: Record<Lang, Record<string, string>> = {
  'zh-CN': {
    username: '用户名', password: '密码', code: '验证码', current: '当前密码', reason: '原因', hours: '禁言时长（小时）',
    days: '封禁天数', permanent: '永久封禁', until: '结束时间', amountCents: '金额', idempotencyKey: '幂等键',
    staffId: '处理人', body: '内容', internal: '内部备注', dayFrom: '开始日期', dayTo: '结束日期', months: '月数',
    keyId: '密钥', sessionId: '会话', ids: '所选记录', id: '记录', version: '版本', page: '页码', pageSize: '每页条数',
    sort: '排序字段', order: '排序方向', q: '关键词', field: '字段', reference: '打款流水号', file: '文件',
  },
  'en-US': {
    username: 'Username', password: 'Password', code: 'Code', current: 'Current password', reason: 'Reason', hours: 'Mute hours',
    days: 'Ban days', permanent: 'Permanent ban', until: 'End time', amountCents: 'Amount', idempotencyKey: 'Idempotency key',
    staffId: 'Assignee', body: 'Text', internal: 'Internal note', dayFrom: 'From', dayTo: 'To', months: 'Months',
    keyId: 'Key', sessionId: 'Session', ids: 'Selected records', id: 'Record', version: 'Version', page: 'Page', pageSize: 'Page size',
    sort: 'Sort field', order: 'Sort order', q: 'Keyword', field: 'Field', reference: 'Payment reference', file: 'File',
  },
};

registerMessages({
  'zh-CN': { 'error.invalid_field': '参数错误：{field} — {message}', 'error.invalid_more': '（另有 {count} 处）' },
  'en-US': { 'error.invalid_field': 'Invalid input: {field} — {message}', 'error.invalid_more': ' (and {count} more)' },
});

/** The label of a field path ('data.password', 'filter.createdFrom', 'ids.3') on `route` (/mdr/<resource>/<action>, or a bulk job's /mdr/jobs/<resource>/<action>). */
export function fieldLabel(lang: Lang, route: string | undefined, path: string): string {
  const parts = path.split('.');
  const name = (parts[0] === 'data' || parts[0] === 'filter') && parts.length > 1 ? parts[1] : parts[0];
  const resource = /^\/mdr\/(?:jobs\/(?=\w+\/))?(\w+)\//.exec(route ?? '')?.[1];
  const labels = resource ? CONTRACTS[resource]?.labels[lang] : undefined;
  return labels?.fields[name] ?? labels?.filters?.[name] ?? BODY_FIELDS[lang][name] ?? path;
}

/** The message of a -1: the first field's label and problem, and how many more there are. */
export function invalidMessage(lang: Lang, route: string | undefined, errors: { field: string; message: string }[]): string {
  const [first] = errors;
  const head = t(lang, 'error.invalid_field', { field: fieldLabel(lang, route, first.field), message: first.message });
  return errors.length > 1 ? head + t(lang, 'error.invalid_more', { count: errors.length - 1 }) : head;
}
