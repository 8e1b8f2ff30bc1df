// Messages of the builds module: its errors. Field and state names (CSV headers,
// state names in errors) come from the contract (server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.build_author_missing': '用户不存在',
    'error.build_spec_class': '专精 {spec} 不属于职业 {wowClass}',
    'error.build_version_missing': '游戏版本不存在',
    'error.build_item_missing': '该游戏版本中没有物品 {itemId}',
  },
  'en-US': {
    'error.build_author_missing': 'The user does not exist',
    'error.build_spec_class': 'The spec {spec} is not one of the {wowClass} class',
    'error.build_version_missing': 'The game version does not exist',
    'error.build_item_missing': 'Item {itemId} does not exist in this game version',
  },
});
