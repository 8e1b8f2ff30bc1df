// Messages of QR sign-in in both languages.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'qr.not_found': '二维码无效，请在登录页重新获取',
    'qr.expired': '二维码已过期，请在登录页刷新二维码',
    'qr.used': '该二维码已被使用，请在登录页重新获取',
    'qr.declined': '该登录请求已被拒绝',
    'qr.confirmed': '该登录请求已确认，无需重复操作',
    'qr.device': '{os} 上的 {browser}',
    'qr.device_unknown': '未知设备',
  },
  'en-US': {
    'qr.not_found': 'Unknown QR code; get a new one on the sign-in page',
    'qr.expired': 'This QR code has expired; refresh it on the sign-in page',
    'qr.used': 'This QR code has already been used; get a new one on the sign-in page',
    'qr.declined': 'This sign-in request was declined',
    'qr.confirmed': 'This sign-in request has already been confirmed',
    'qr.device': '{browser} on {os}',
    'qr.device_unknown': 'Unknown device',
  },
});
