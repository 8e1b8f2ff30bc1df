// Messages of My account and two-factor enrolment: loaded with the signed-in app
// (src/i18n/signedIn.ts). The step-up dialog's and the sign-in code step's are in
// ./messages.ts, with the login page.

const zhCN = {
  account: {
    menu: '我的账号',
    title: '我的账号',
    password: {
      title: '修改密码',
      current: '当前密码',
      new: '新密码',
      confirm: '确认新密码',
      mismatch: '两次输入的新密码不一致',
      hint: '至少 10 个字符，不能是常见密码、单词、键盘序列或包含账号名',
      submit: '修改密码',
      done: '密码已修改，其他设备上的会话已注销',
      must_change: '您的密码由管理员设置或重置，请先设置新密码。',
    },
    sessions: {
      title: '登录会话',
      device: '设备',
      ip: 'IP 地址',
      last_seen: '最近活动',
      created: '登录时间',
      method: '方式',
      current: '当前会话',
      revoke: '注销',
      revoked: '会话已注销',
      method_password: '密码',
      method_qr: '扫码',
    },
    two_factor: {
      title: '两步验证',
      on: '两步验证已开启。',
      off: '两步验证未开启。开启后，登录时需要输入验证器应用中的 6 位验证码。',
      required: '您拥有的模块权限要求开启两步验证，开启前这些模块无法使用。',
      start: '开启两步验证',
      scan: '用验证器应用（如 Google Authenticator、Microsoft Authenticator）扫描二维码，或手动输入密钥：',
      secret: '密钥',
      code: '验证码',
      confirm: '确认开启',
      recovery_title: '恢复码',
      recovery_hint: '请立即保存这 10 个恢复码。每个只能使用一次，在无法使用验证器时代替验证码。它们不会再次显示。',
      recovery_done: '我已保存',
      disable: '关闭两步验证',
      disable_hint: '输入验证码或恢复码以关闭两步验证',
      disabled: '两步验证已关闭',
      enabled: '两步验证已开启',
    },
  },
};

type Messages = typeof zhCN;

const enUS: Messages = {
  account: {
    menu: 'My account',
    title: 'My account',
    password: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      confirm: 'Repeat the new password',
      mismatch: 'The two new passwords differ',
      hint: 'At least 10 characters; not a common password, words, a keyboard pattern or your account name',
      submit: 'Change password',
      done: 'Password changed; your sessions on other devices were signed out',
      must_change: 'An administrator set or reset your password: set a new one first.',
    },
    sessions: {
      title: 'Sessions',
      device: 'Device',
      ip: 'Address',
      last_seen: 'Last seen',
      created: 'Signed in',
      method: 'Method',
      current: 'This session',
      revoke: 'Sign out',
      revoked: 'Session signed out',
      method_password: 'Password',
      method_qr: 'QR code',
    },
    two_factor: {
      title: 'Two-factor sign-in',
      on: 'Two-factor sign-in is on.',
      off: 'Two-factor sign-in is off. When on, signing in asks for the 6-digit code of your authenticator app.',
      required: 'Your modules require two-factor sign-in: they stay closed until you turn it on.',
      start: 'Turn on two-factor sign-in',
      scan: 'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator…) or type the key:',
      secret: 'Key',
      code: 'Code',
      confirm: 'Confirm',
      recovery_title: 'Recovery codes',
      recovery_hint: 'Save these 10 recovery codes now. Each works once, instead of a code when your authenticator is not at hand. They are not shown again.',
      recovery_done: 'I saved them',
      disable: 'Turn off two-factor sign-in',
      disable_hint: 'Enter a code or a recovery code to turn two-factor sign-in off',
      disabled: 'Two-factor sign-in is off',
      enabled: 'Two-factor sign-in is on',
    },
  },
};

export const accountMessages = { 'zh-CN': zhCN, 'en-US': enUS };
