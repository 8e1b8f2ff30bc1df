// Messages of the users module: its errors (field and state names: server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': { 'error.ban_days_or_permanent': '请填写封禁天数，或选择永久封禁（二者选一）' },
  'en-US': { 'error.ban_days_or_permanent': 'Give the number of days, or choose a permanent ban (one of the two)' },
});
