// Messages of the guide module: its errors. Field and state names (CSV headers,
// state names in errors) come from the contract (server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.category_in_use': '该分类下还有文章或子分类，不能删除',
    'error.category_parent_missing': '上级分类不存在',
    'error.category_cycle': '不能把分类移动到它自己或它的子分类下',
    'error.category_missing': '分类不存在',
    'error.author_missing': '作者不存在',
    'error.http_url': '请填写以 http:// 或 https:// 开头的网址，或留空',
  },
  'en-US': {
    'error.category_in_use': 'This category still has articles or sub-categories and cannot be deleted',
    'error.category_parent_missing': 'The parent category does not exist',
    'error.category_cycle': 'A category cannot be moved under itself or one of its sub-categories',
    'error.category_missing': 'The category does not exist',
    'error.author_missing': 'The author does not exist',
    'error.http_url': 'Must be an http:// or https:// URL, or empty',
  },
});
