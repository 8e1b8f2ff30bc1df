// Labels of fields, states and actions come from the contract (contract/articles.ts);
// here only the panel's own words.
import { ARTICLES } from '../../../contract/articles';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { articles: '攻略文章', popular: '热门攻略', content: '攻略' },
    name: '攻略文章 |||| 攻略文章',
    unit: '篇', // measure word in counts: 3 篇文章
    ...contractMessages(ARTICLES, 'zh-CN'),
    notify: {
      submit: '已提交审核',
      approve: '已通过',
      reject: '已驳回',
      hide: '已隐藏',
      restore: '已恢复发布',
      conflict: '该文章已被他人修改，请刷新后再试',
    },
    helpers: { authorId: '作者的用户 ID（作者管理上线前需手动填写）' },
    invalid: { coverUrl: '请输入以 http:// 或 https:// 开头的网址' },
  },
  'en-US': {
    cards: { articles: 'Guide articles', popular: 'Popular articles', content: 'Articles' },
    name: 'Guide article |||| Guide articles',
    unit: '', // English counts need no measure word
    ...contractMessages(ARTICLES, 'en-US'),
    notify: {
      submit: 'Submitted for review',
      approve: 'Approved',
      reject: 'Rejected',
      hide: 'Hidden',
      restore: 'Restored',
      conflict: 'This article was changed by someone else; reload to see the latest version',
    },
    helpers: { authorId: "The author's user ID (typed in until author management lands)" },
    invalid: { coverUrl: 'Enter a URL starting with http:// or https://' },
  },
};
