// Messages of the promotion links module: its errors and the public page (field names and the
// channels' labels come from its contract: server/resources/messages.ts).
import { LINK_MAX_RANGE_DAYS } from '../../../contract/promotion_links';
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'promotion_links.error.url': '目标地址须为 http:// 或 https:// 开头的完整网址',
    'promotion_links.error.url_long': '目标地址编码后超过 {max} 个字符，请缩短',
    'promotion_links.error.code': '短码为 3 到 32 个字母、数字、下划线或短横线',
    'promotion_links.error.code_taken': '这个短码已被其他链接使用',
    'promotion_links.error.has_traffic': '该链接已带来注册或订单，不能删除；可以暂停它',
    'promotion_links.error.range_order': '结束日期不能早于开始日期',
    'promotion_links.error.range_long': `日期范围最多 ${LINK_MAX_RANGE_DAYS} 天`,
    'promotion_links.page.title': '链接不可用',
    'promotion_links.page.paused': '这个推广链接已暂停。',
    'promotion_links.page.unknown': '没有这个推广链接。',
    'promotion_links.page.broken': '这个推广链接的目标地址无效。',
  },
  'en-US': {
    'promotion_links.error.url': 'The target must be a full http:// or https:// address',
    'promotion_links.error.url_long': 'The target is longer than {max} characters once encoded: shorten it',
    'promotion_links.error.code': 'A code is 3 to 32 letters, digits, underscores or hyphens',
    'promotion_links.error.code_taken': 'Another link already uses this code',
    'promotion_links.error.has_traffic': 'This link has brought sign-ups or orders and cannot be deleted; pause it instead',
    'promotion_links.error.range_order': 'The end day cannot be before the start day',
    'promotion_links.error.range_long': `A range covers at most ${LINK_MAX_RANGE_DAYS} days`,
    'promotion_links.page.title': 'Link unavailable',
    'promotion_links.page.paused': 'This promotion link is paused.',
    'promotion_links.page.unknown': 'There is no such promotion link.',
    'promotion_links.page.broken': 'This promotion link\'s target address is not valid.',
  },
});
