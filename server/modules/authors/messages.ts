// Messages of the authors module (its errors); field and state names come from
// the contract (src/contract/) once its resources are declared.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'authors.error.insufficient': '作者可用余额不足',
    'authors.error.frozen': '冻结金额不足，无法完成此操作',
  },
  'en-US': {
    'authors.error.insufficient': "The author's available balance is not enough",
    'authors.error.frozen': 'Not enough frozen balance for this operation',
  },
});
