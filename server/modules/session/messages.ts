// Messages of My account (password change, 2FA) and of the sign-in limits (limits.ts) in both languages.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'account.bad_password': '密码错误',
    'account.same_password': '新密码不能与当前密码相同',
    'account.2fa_on': '两步验证已开启',
    'account.2fa_off': '两步验证未开启',
    'account.2fa_no_setup': '请先扫描二维码开始设置两步验证',
    'login.account_locked': '该账号因多次登录失败已被锁定，请 {minutes} 分钟后再试，或请管理员解锁',
    'login.too_many': '登录失败次数过多，请 {minutes} 分钟后再试',
    'login.address_limited': '您所在的网络地址登录失败次数过多，请 {minutes} 分钟后再试',
    'login.locked_title': '您的账号已被锁定',
    'login.locked_content': '15 分钟内您的账号有 {count} 次登录失败（最近一次来自 {ip}），账号已锁定 {minutes} 分钟。如果不是您本人操作，请联系管理员并修改密码。',
  },
  'en-US': {
    'account.bad_password': 'Wrong password',
    'account.same_password': 'The new password must differ from the current one',
    'account.2fa_on': 'Two-factor sign-in is already on',
    'account.2fa_off': 'Two-factor sign-in is not on',
    'account.2fa_no_setup': 'Scan the QR code first to start setting up two-factor sign-in',
    'login.account_locked': 'This account is locked after too many failed sign-ins; try again in {minutes} minutes or ask an administrator to unlock it',
    'login.too_many': 'Too many failed sign-ins; try again in {minutes} minutes',
    'login.address_limited': 'Too many failed sign-ins from your network address; try again in {minutes} minutes',
    'login.locked_title': 'Your account was locked',
    'login.locked_content': 'Your account had {count} failed sign-ins within 15 minutes (the last from {ip}) and is locked for {minutes} minutes. If this was not you, tell an administrator and change your password.',
  },
});
