// Labels of fields, states and actions come from the contract (contract/users.ts);
// here only the panel's own words.
import { USERS } from '../../../contract/users';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { users: '用户', active: '活跃用户', inviters: '邀请排行 Top 10', by_invites: '邀请注册数' },
    name: '用户 |||| 用户',
    unit: '位',
    ...contractMessages(USERS, 'zh-CN'),
    presets: { mute: '禁言…', ban: '封禁…', ban_forever: '永久封禁', lift: '解除处罚' },
    done: {
      mute: '已禁言%{who} %{length}', ban: '已封禁%{who} %{length}', ban_forever: '已永久封禁%{who}', lift: '已解除%{who}的处罚',
      who_many: ' %{smart_count} 位用户',
    },
    effect: {
      mute: '禁言%{who} %{length}：期间不能发言或发布内容，到期自动解除。',
      ban: '封禁%{who} %{length}：期间不能登录或使用平台，到期自动解除。',
      ban_forever: '永久封禁%{who}：不能登录或使用平台，直到有人解除处罚。',
    },
    duration: {
      hours: '%{smart_count} 小时', days: '%{smart_count} 天', label_hours: '禁言时长（小时）', label_days: '封禁时长（天）',
      range: '%{min} 到 %{max} 的整数',
    },
    sections: { profile: '资料', invited: '邀请的用户', forever: '永久', related: '相关记录' },
    related: { orders: '订单', builds: '配装', feedback: '反馈' },
  },
  'en-US': {
    cards: { users: 'Players', active: 'Active players', inviters: 'Top 10 inviters', by_invites: 'Invited sign-ups' },
    name: 'User |||| Users',
    unit: '',
    ...contractMessages(USERS, 'en-US'),
    presets: { mute: 'Mute…', ban: 'Ban…', ban_forever: 'Ban permanently', lift: 'Lift' },
    done: {
      mute: 'Muted %{who} for %{length}', ban: 'Banned %{who} for %{length}', ban_forever: 'Banned %{who} permanently',
      lift: 'Lifted the penalty on %{who}', who_many: '%{smart_count} user |||| %{smart_count} users',
    },
    effect: {
      mute: 'Mute %{who} for %{length}: they cannot post or comment until it ends by itself.',
      ban: 'Ban %{who} for %{length}: they cannot sign in or use the platform until it ends by itself.',
      ban_forever: 'Ban %{who} permanently: they cannot sign in or use the platform until someone lifts it.',
    },
    duration: {
      hours: '%{smart_count} hour |||| %{smart_count} hours', days: '%{smart_count} day |||| %{smart_count} days',
      label_hours: 'Mute for (hours)', label_days: 'Ban for (days)', range: 'A whole number from %{min} to %{max}',
    },
    sections: { profile: 'Profile', invited: 'Invited users', forever: 'Permanently', related: 'Related' },
    related: { orders: 'Orders', builds: 'Builds', feedback: 'Feedback' },
  },
};
