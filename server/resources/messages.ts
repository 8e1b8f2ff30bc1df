// Messages of the resource mechanism itself, and every resource's field and state
// names (CSV headers, state names in errors) from its contract: one registration
// over the contract registry (contract/index.ts), so a module registers only its
// own messages.
import { CONTRACTS, contractMessages } from '../../contract';
import { registerMessages } from '../core/i18n';

for (const contract of Object.values(CONTRACTS)) registerMessages(contractMessages(contract));

registerMessages({
  'zh-CN': {
    'error.stale_version': '该记录已被他人修改，请刷新后重试',
    'error.illegal_transition': '当前状态为“{state}”，不能执行此操作',
    'error.unknown_sort': '不支持按“{field}”排序',
    'error.unknown_filter': '不支持的筛选条件“{key}”',
    'error.money_sort': '按“{field}”排序需要查看金额的权限',
    'error.money_filter': '按“{key}”筛选需要查看金额的权限',
    'error.blank': '不能为空白',
    'error.unknown_time_zone': '未知的时区“{zone}”',
    'csv.yes': '是',
    'csv.no': '否',
    'csv.header.money': '{label}（元）',
    'csv.header.time': '{label}（{zone}）',
    'csv.header.id': '{label}ID',
  },
  'en-US': {
    'error.stale_version': 'Someone else changed this record; reload it and try again',
    'error.illegal_transition': 'Not allowed while the record is {state}',
    'error.unknown_sort': 'Cannot sort by "{field}"',
    'error.unknown_filter': 'Unknown filter "{key}"',
    'error.money_sort': 'Sorting by "{field}" needs the key that shows money figures',
    'error.money_filter': 'Filtering by "{key}" needs the key that shows money figures',
    'error.blank': 'Cannot be blank',
    'error.unknown_time_zone': 'Unknown time zone "{zone}"',
    'csv.yes': 'Yes',
    'csv.no': 'No',
    'csv.header.money': '{label} (CNY)',
    'csv.header.time': '{label} ({zone})',
    'csv.header.id': '{label} ID',
  },
});
