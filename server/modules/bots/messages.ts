// Messages of the bots module: its errors (field names: server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'error.bot_key_already_revoked': '该密钥已被吊销',
    'error.bot_key_missing': '缺少合作方密钥（请求头 x-bot-key）',
    'error.bot_key_invalid': '合作方密钥无效',
    'error.bot_key_revoked': '合作方密钥已被吊销',
    'error.bot_disabled': '该合作方机器人已停用',
    'error.bot_scope': '该密钥没有此接口的权限（{scope}）',
  },
  'en-US': {
    'error.bot_key_already_revoked': 'This key is already revoked',
    'error.bot_key_missing': 'The partner key (header x-bot-key) is missing',
    'error.bot_key_invalid': 'The partner key is not valid',
    'error.bot_key_revoked': 'The partner key has been revoked',
    'error.bot_disabled': 'This partner bot is disabled',
    'error.bot_scope': 'This key may not call this endpoint (scope {scope})',
  },
});
