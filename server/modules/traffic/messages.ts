// Messages of the author traffic module: its errors (field names: server/resources/messages.ts).
import { TRAFFIC_MAX_RANGE_DAYS } from '../../../contract/author_traffic';
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'author_traffic.all_authors': '全部作者',
    'author_traffic.error.range_order': '结束日期不能早于开始日期',
    'author_traffic.error.range_long': `日期范围最多 ${TRAFFIC_MAX_RANGE_DAYS} 天`,
  },
  'en-US': {
    'author_traffic.all_authors': 'All authors',
    'author_traffic.error.range_order': 'The end day cannot be before the start day',
    'author_traffic.error.range_long': `A range covers at most ${TRAFFIC_MAX_RANGE_DAYS} days`,
  },
});
