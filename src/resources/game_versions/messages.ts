// Field labels come from the contract (contract/game_data.ts); here the panel's own words.
import { GAME_VERSIONS } from '../../../contract/game_data';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const VERSION_RESOURCE = 'db/dbs/versions';

const NAME_ZH = '数字与点，例如 11.2.7';
const NAME_EN = 'Digits and dots, e.g. 11.2.7';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '游戏版本 |||| 游戏版本',
    ...contractMessages(GAME_VERSIONS, 'zh-CN'),
    current: '当前',
    items: '物品库',
    chart: '各版本物品数',
    invalid: { name: NAME_ZH },
    helpers: { name: NAME_ZH, current: '新版本保存后，用“设为当前”切换当前版本；提示框的版本 0 即当前版本' },
    notify: { make_current: '已设为当前版本' },
    confirm: { make_current: '将 %{name} 设为当前版本？提示框的版本 0 将读取它的物品。' },
  },
  'en-US': {
    name: 'Game version |||| Game versions',
    ...contractMessages(GAME_VERSIONS, 'en-US'),
    current: 'Current',
    items: 'Item database',
    chart: 'Items per version',
    invalid: { name: NAME_EN },
    helpers: { name: NAME_EN, current: 'Once saved, "Make current" switches the current version; the tooltip\'s version 0 is the current one' },
    notify: { make_current: 'Made current' },
    confirm: { make_current: 'Make %{name} the current version? The tooltip\'s version 0 will read its items.' },
  },
};
