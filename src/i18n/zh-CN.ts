// The panel's own messages in Chinese (the default language).
import { EMPTY_ERROR, REQUEST_ERROR } from '../http/ApiError';
import type { AppMessages } from './en-US';

const zhCN: AppMessages = {
  [REQUEST_ERROR]: '请求错误',
  [EMPTY_ERROR]: '错误',
  app: {
    title: '管理后台',
    language: '语言',
  },
  login: {
    title: '登录管理后台',
    tab: {
      password: '密码登录',
    },
    username: '用户名',
    password: '密码',
    submit: '登录',
    errors: {
      username_required: '用户名不能为空',
      password_required: '密码不能为空',
      failed: '登录出错，请刷新重试',
    },
  },
  time: { zoned: '%{label}（%{zone}）', list: '时间均为北京时间（%{zone}）' },
  no_access: {
    title: '没有权限',
    message: '您没有打开“%{page}”的权限。',
    ask: '如需使用，请联系管理员为您的角色添加权限 %{key}。',
    this_page: '您没有打开此页面的权限。',
    ask_admin: '如需使用，请联系管理员为您的角色添加相应权限。',
  },
  not_found: {
    title: '404',
    message: '抱歉，您访问的页面不存在。',
    back: '返回工作台',
  },
  workplace: {
    welcome: '欢迎回来，%{name}',
  },
};

export default zhCN;
