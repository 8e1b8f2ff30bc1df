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
  menu: {
    dashboard: '仪表盘',
    workplace: '工作台',
    wow_guide: '攻略管理',
    guide_category: '分类',
    guide_article: '文章',
    wow_author: '作者管理',
    author_information: '作者信息',
    author_withdraws: '提现管理',
    author_flowrate: '流量统计',
    channel_promotion: '渠道推广',
    promotion_link: '推广链接',
    wow_build: '配装管理',
    build: '配装',
    wow_feedback: '反馈管理',
    feedback: '用户反馈',
    wow_live: '直播管理',
    live: '直播间',
    supports: '增值服务',
    power: '电站套餐',
    exception: '异常管理',
    exc: '异常报告',
    orders: '订单管理',
    db: '数据管理',
    dbs: '游戏数据',
    user: '用户管理',
    users: '平台用户',
    admins: '管理员',
    roles: '角色',
    bots: '合作方账号',
    official_site: '官方网站',
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
