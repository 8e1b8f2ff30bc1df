// The workplace's own words (src/pages/Workplace.tsx and this folder's cards);
// each card's title is its module's (resources.<name>.cards.*).
export const dashboardMessages = {
  'zh-CN': {
    workplace: {
      welcome: '欢迎回来，%{name}',
      subtitle: '今日概览：数字均可点击，打开对应的列表。',
      no_cards: '您的账号没有工作台数据权限（mdr.dashboard）或相关模块。',
      retry: '重试',
      beijing_days: '今日、本月均按北京时间（UTC+8）计',
      error: '加载失败',
      empty: '暂无数据',
      views: '%{n} 次浏览',
      growth: '近 7 天较前 7 天 %{pct}%',
      growth_new: '新上榜',
      dau_chart: '近 30 天日活跃用户',
      content_share: '内容类型占比',
      new_content: '近 8 天新增内容',
      period: { all: '总榜', month: '本月' },
      figure: {
        total: '总数', today: '今日新增', pending: '待审核', applying: '待审核申请', unresolved: '未解决', published: '已发布', approved: '已通过',
        open: '待处理', processing: '处理中', waiting: '未解决',
        ordersToday: '今日订单', incomeToday: '今日收入', ordersMonth: '本月订单', incomeMonth: '本月收入',
        dau: '日活跃用户', dau_today: '今日活跃', mau: '本月活跃', mau_last: '上月活跃',
      },
    },
  },
  'en-US': {
    workplace: {
      welcome: 'Welcome back, %{name}',
      subtitle: "Today at a glance: every figure opens the list behind it.",
      no_cards: 'Your account holds no workplace figures (mdr.dashboard) or none of their modules.',
      retry: 'Retry',
      beijing_days: 'Today and this month are Beijing days (UTC+8)',
      error: 'Could not load',
      empty: 'Nothing yet',
      views: '%{n} views',
      growth: 'Last 7 days vs the 7 before: %{pct}%',
      growth_new: 'New',
      dau_chart: 'Daily active players, last 30 days',
      content_share: 'Content by type',
      new_content: 'New content, last 8 days',
      period: { all: 'All time', month: 'This month' },
      figure: {
        total: 'Total', today: 'New today', pending: 'Awaiting review', applying: 'Applications waiting', unresolved: 'Unresolved', published: 'Published', approved: 'Approved',
        open: 'Open', processing: 'In progress', waiting: 'Unresolved',
        ordersToday: 'Orders today', incomeToday: 'Income today', ordersMonth: 'Orders this month', incomeMonth: 'Income this month',
        dau: 'Daily actives', dau_today: 'Active today', mau: 'Active this month', mau_last: 'Active last month',
      },
    },
  },
};
