// Field labels come from the contract (contract/game_data.ts); here the panel's own words.
import { GAME_ITEMS } from '../../../contract/game_data';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const ITEM_RESOURCE = 'db/dbs';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '物品 |||| 物品库',
    ...contractMessages(GAME_ITEMS, 'zh-CN'),
    versions: '游戏版本',
    helpers: { iconUrl: 'http(s) 图片地址，例如 https://wow.zamimg.com/images/wow/icons/large/inv_misc_qiraj_jewelglyphed.jpg' },
    import: {
      button: '导入 CSV',
      title: '导入物品 CSV',
      intro: '第一行为列名：%{columns}（前五列必填；game_version 填版本号，如 11.2.7）。同一类型、物品 ID 和版本的物品会被更新。',
      pick: '选择文件',
      check: '检查',
      commit: '导入',
      close: '关闭',
      uploading: '正在上传…',
      working: '正在处理…',
      rows: '数据行',
      new: '新增',
      changed: '变更',
      unchanged: '不变',
      invalid: '无效',
      line: '行',
      reason: '原因',
      more: '仅显示前 %{shown} 个无效行（共 %{count} 个）',
      fix: '请修正以上各行后重新选择文件：有任何无效行时不会导入任何数据。',
      ready: '检查通过，可以导入。',
      done: '已导入：新增 %{new}，变更 %{changed}，不变 %{unchanged}',
    },
  },
  'en-US': {
    name: 'Item |||| Item database',
    ...contractMessages(GAME_ITEMS, 'en-US'),
    versions: 'Game versions',
    helpers: { iconUrl: 'An http(s) image URL, e.g. https://wow.zamimg.com/images/wow/icons/large/inv_misc_qiraj_jewelglyphed.jpg' },
    import: {
      button: 'Import CSV',
      title: 'Import items from CSV',
      intro: 'The first line names the columns: %{columns} (the first five are required; game_version is a version name such as 11.2.7). An item of the same type, item ID and version is updated.',
      pick: 'Choose file',
      check: 'Check',
      commit: 'Import',
      close: 'Close',
      uploading: 'Uploading…',
      working: 'Working…',
      rows: 'Rows',
      new: 'New',
      changed: 'Changed',
      unchanged: 'Unchanged',
      invalid: 'Invalid',
      line: 'Line',
      reason: 'Reason',
      more: 'Showing the first %{shown} invalid rows of %{count}',
      fix: 'Fix the lines above and choose the file again: nothing is imported while any row is invalid.',
      ready: 'The file is valid: ready to import.',
      done: 'Imported: %{new} new, %{changed} changed, %{unchanged} unchanged',
    },
  },
};
