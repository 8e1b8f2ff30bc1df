// Labels of fields, states, actions and the class, spec and role names (its enum values) come
// from the contract (contract/builds.ts), slot names from contract/wow.ts; here only the panel's own words.
import { BUILDS } from '../../../contract/builds';
import { GEAR_SLOT_LABELS } from '../../../contract/wow';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { builds: '配装', popular: '热门配装', content: '配装' },
    name: '配装 |||| 配装',
    unit: '套',
    ...contractMessages(BUILDS, 'zh-CN'),
    slots: GEAR_SLOT_LABELS['zh-CN'],
    notify: {
      submit: '已提交审核', approve: '已通过', reject: '已驳回', hide: '已隐藏', restore: '已恢复发布',
      conflict: '该配装已被他人修改，请刷新后再试',
    },
    helpers: {
      talentString: '游戏内「天赋 → 分享 → 复制」得到的字符串',
      gear: '按名称搜索当前游戏版本中的物品',
      spec: '先选职业',
    },
    gear: { empty: '未配置装备', itemId: '物品 ID', remove: '移除' },
    invalid: { talentString: '不是有效的天赋代码（游戏导出的字符串）' },
  },
  'en-US': {
    cards: { builds: 'Builds', popular: 'Popular builds', content: 'Builds' },
    name: 'Build |||| Builds',
    unit: '',
    ...contractMessages(BUILDS, 'en-US'),
    slots: GEAR_SLOT_LABELS['en-US'],
    notify: {
      submit: 'Submitted for review', approve: 'Approved', reject: 'Rejected', hide: 'Hidden', restore: 'Restored',
      conflict: 'This build was changed by someone else; reload to see the latest version',
    },
    helpers: {
      talentString: 'The string the game gives under Talents → Share → Copy',
      gear: "Search the build's game version for items by name",
      spec: 'Pick the class first',
    },
    gear: { empty: 'No gear set', itemId: 'Item ID', remove: 'Remove' },
    invalid: { talentString: 'Not a talent string (the one the game exports)' },
  },
};
