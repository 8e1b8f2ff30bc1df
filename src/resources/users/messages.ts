// Labels of fields, states and actions come from the contract (src/contract/users.ts);
// here only the panel's own words.
import { USERS } from '../../contract/users';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '用户 |||| 用户',
    unit: '位',
    ...contractMessages(USERS, 'zh-CN'),
    presets: { mute_24h: '禁言 24 小时', ban_7d: '封禁 7 天', ban_forever: '永久封禁', lift: '解除处罚' },
    sections: { profile: '资料', invited: '邀请的用户', moderation: '处理记录', forever: '永久' },
  },
  'en-US': {
    name: 'User |||| Users',
    unit: '',
    ...contractMessages(USERS, 'en-US'),
    presets: { mute_24h: 'Mute 24 hours', ban_7d: 'Ban 7 days', ban_forever: 'Ban permanently', lift: 'Lift' },
    sections: { profile: 'Profile', invited: 'Invited users', moderation: 'Moderation history', forever: 'Permanently' },
  },
};
