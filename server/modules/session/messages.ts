// Messages of My account (password change, 2FA) in both languages.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'account.bad_password': '密码错误',
    'account.same_password': '新密码不能与当前密码相同',
    'account.2fa_on': '两步验证已开启',
    'account.2fa_off': '两步验证未开启',
    'account.2fa_no_setup': '请先扫描二维码开始设置两步验证',
  },
  'en-US': {
    'account.bad_password': 'Wrong password',
    'account.same_password': 'The new password must differ from the current one',
    'account.2fa_on': 'Two-factor sign-in is already on',
    'account.2fa_off': 'Two-factor sign-in is not on',
    'account.2fa_no_setup': 'Scan the QR code first to start setting up two-factor sign-in',
  },
});
