// Messages of the notices module: the webhooks' errors.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.webhook_url': '请填写 http:// 或 https:// 开头的地址（不含用户名和密码）',
    'error.webhook_url_unresolved': '无法解析该地址的主机名',
    'error.webhook_url_private': '不能推送到本机或内网地址',
    'error.webhook_delivery_busy': '该推送正在发送中，请稍后再试',
  },
  'en-US': {
    'error.webhook_url': 'Enter an address starting with http:// or https:// (without a user name or password)',
    'error.webhook_url_unresolved': 'The host name of this address does not resolve',
    'error.webhook_url_private': 'Notices cannot be posted to this machine or a private network',
    'error.webhook_delivery_busy': 'This delivery is being sent right now; try again in a moment',
  },
});
