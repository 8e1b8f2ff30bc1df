// Messages of sign-in (QR, the code step), the relogin and step-up dialogs and the
// server menu; with the login page in src/i18n/index.ts (zh-CN default, en-US the other).

const zhCN = {
  status_page: {
    title: '服务状态',
    intro: '运维与员工查看服务是否可用的公开页面；不含任何业务数据。',
    version: '版本',
    api: 'API',
    database: '数据库',
    ok: '正常',
    down: '不可用',
    unreachable: '无法连接 API',
    checked: '检查时间',
    refresh: '重新检查',
    sign_in: '登录管理后台',
    api_docs: 'API 文档',
  },
  qr_login: {
    tab: '扫码登录',
    code: '登录二维码',
    hint: '请使用已登录管理后台的设备扫描二维码',
    scanned: '已扫描，请在设备上确认',
    expired: '二维码已过期，请刷新',
    declined: '登录请求已被拒绝',
    confirmed: '已确认，正在登录…',
    refresh: '刷新二维码',
  },
  qr_confirm: {
    title: '扫码登录确认',
    question: '有设备请求以 %{name} 的身份登录管理后台：',
    device: '设备',
    ip: 'IP 地址',
    time: '请求时间',
    warning: '如果不是您本人在操作，请点击“拒绝”。',
    confirm: '确认登录',
    decline: '拒绝',
    confirmed: '已确认登录，对方设备将自动进入管理后台。',
    declined: '已拒绝该登录请求。',
    no_ticket: '二维码链接无效，请在登录页重新获取',
  },
  relogin: {
    title: '是否重新登录',
    content: '用户登录信息已失效 是否重新登录',
    confirm: '重新登录',
  },
  server_menu: {
    loading: '正在加载菜单…',
    loaded: '菜单加载成功',
    failed: '菜单加载失败：%{message}',
  },
  admin_tools: {
    api_docs: 'API 文档',
  },
  step_up: {
    title: '确认身份',
    hint: '该操作需要再次确认身份。请输入两步验证码；未开启两步验证时请输入登录密码。',
    secret: '验证码或密码',
    submit: '确认',
    cancel: '取消',
  },
  login_code: {
    label: '两步验证码',
    hint: '请输入验证器应用中的 6 位验证码，或一个恢复码',
  },
};

const enUS: typeof zhCN = {
  status_page: {
    title: 'Service status',
    intro: 'A public page for operators and staff: is the service up? It shows no business figure.',
    version: 'Version',
    api: 'API',
    database: 'Database',
    ok: 'Up',
    down: 'Down',
    unreachable: 'The API cannot be reached',
    checked: 'Checked at',
    refresh: 'Check again',
    sign_in: 'Sign in to the panel',
    api_docs: 'API docs',
  },
  qr_login: {
    tab: 'QR code',
    code: 'Sign-in QR code',
    hint: 'Scan the code with a device where you are signed in to the panel',
    scanned: 'Scanned — confirm on your device',
    expired: 'The QR code has expired — refresh it',
    declined: 'The sign-in request was declined',
    confirmed: 'Confirmed, signing in…',
    refresh: 'Refresh',
  },
  qr_confirm: {
    title: 'Confirm QR sign-in',
    question: 'A device asks to sign in to the panel as %{name}:',
    device: 'Device',
    ip: 'IP address',
    time: 'Requested at',
    warning: 'If this is not you, choose "Decline".',
    confirm: 'Confirm sign-in',
    decline: 'Decline',
    confirmed: 'Sign-in confirmed: the other device is entering the panel.',
    declined: 'The sign-in request was declined.',
    no_ticket: 'This QR link is not valid; get a new code on the sign-in page',
  },
  relogin: {
    title: 'Sign in again?',
    content: 'Your session has expired. Sign in again?',
    confirm: 'Sign in again',
  },
  server_menu: {
    loading: 'Loading the menu…',
    loaded: 'Menu loaded',
    failed: 'The menu could not be loaded: %{message}',
  },
  admin_tools: {
    api_docs: 'API documentation',
  },
  step_up: {
    title: 'Confirm it is you',
    hint: 'This action needs a fresh confirmation. Enter your two-factor code, or your password if two-factor sign-in is off.',
    secret: 'Code or password',
    submit: 'Confirm',
    cancel: 'Cancel',
  },
  login_code: {
    label: 'Two-factor code',
    hint: 'Enter the 6-digit code of your authenticator app, or a recovery code',
  },
};

export const pageMessages = { 'zh-CN': zhCN, 'en-US': enUS };
