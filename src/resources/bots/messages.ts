// Field labels come from the contract (contract/bots.ts); here the panel's own words.
import { BOTS } from '../../../contract/bots';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '合作方机器人 |||| 合作方机器人',
    unit: '个',
    ...contractMessages(BOTS, 'zh-CN'),
    keys: {
      shown_once: '请立即复制并妥善保存：关闭后无法再次查看完整密钥。',
      copy: '复制', copied: '已复制', close: '我已保存', prefix: '前缀', revoked: '已吊销', active: '有效',
      revoke_confirm: '吊销密钥 %{prefix}？使用它的调用将立即被拒绝。', none: '还没有密钥',
    },
  },
  'en-US': {
    name: 'Partner bot |||| Partner bots',
    unit: '',
    ...contractMessages(BOTS, 'en-US'),
    keys: {
      shown_once: 'Copy it now and keep it safe: the whole key cannot be shown again after you close this.',
      copy: 'Copy', copied: 'Copied', close: 'I have saved it', prefix: 'Prefix', revoked: 'Revoked', active: 'Active',
      revoke_confirm: 'Revoke key %{prefix}? Calls with it are refused at once.', none: 'No keys yet',
    },
  },
};
