// The message centre's phrases, merged into src/i18n/index.ts. The items' own
// texts come translated from the API (the call's `lang`).
const enUS = {
  message_centre: {
    title: 'Message centre',
    bell: 'Messages, %{smart_count} unread',
    types: { message: 'Messages', notice: 'Notices', todo: 'To-dos' },
    tab: '%{name} (%{count})',
    tags: { 0: 'To do', 1: 'Done', 3: 'Due soon' },
    unread: 'Unread',
    read: 'Read',
    mark_read: 'Mark read',
    mark_all_read: 'Mark all read',
    marked_read: '%{smart_count} message marked read |||| %{smart_count} messages marked read',
    view_all: 'View all',
    empty: 'Nothing here',
    empty_filtered: 'No messages match these filters.',
    none_unread: 'No unread messages',
    load_failed: 'Could not load the messages',
    fields: { type: 'Type', status: 'Status', title: 'Title', content: 'Content', time: 'Time' },
  },
};

type MessageCentreMessages = typeof enUS;

const zhCN: MessageCentreMessages = {
  message_centre: {
    title: '消息中心',
    bell: '消息通知，%{smart_count} 条未读',
    types: { message: '消息', notice: '通知', todo: '待办' },
    tab: '%{name}(%{count})',
    tags: { 0: '未开始', 1: '已完成', 3: '即将到期' },
    unread: '未读',
    read: '已读',
    mark_read: '标为已读',
    mark_all_read: '全部已读',
    marked_read: '已将 %{smart_count} 条消息标为已读',
    view_all: '查看更多',
    empty: '暂无内容',
    empty_filtered: '当前筛选条件下没有消息。',
    none_unread: '没有未读消息',
    load_failed: '消息加载失败',
    fields: { type: '类型', status: '状态', title: '标题', content: '内容', time: '时间' },
  },
};

export const messageCentreMessages: Record<'zh-CN' | 'en-US', MessageCentreMessages> = { 'en-US': enUS, 'zh-CN': zhCN };
