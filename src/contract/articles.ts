// Guide articles (API resource `articles`): what panel and API agree on.
import type { ResourceContract } from './types';

export const articles: ResourceContract = {
  resource: 'articles',
  states: ['draft', 'pending', 'published', 'rejected', 'hidden'],
  transitions: {
    submit: { from: ['draft', 'rejected'], to: 'pending' },
    approve: { from: ['pending'], to: 'published' },
    reject: { from: ['pending'], to: 'rejected', reason: true },
    hide: { from: ['published'], to: 'hidden', reason: true },
    restore: { from: ['hidden'], to: 'published' },
  },
  labels: {
    'zh-CN': {
      name: '文章',
      fields: {
        id: 'ID', title: '标题', categoryId: '分类', categoryName: '分类', authorId: '作者 ID', authorName: '作者',
        summary: '摘要', coverUrl: '封面图地址', content: '正文', status: '状态', reason: '原因', featured: '精选',
        views: '浏览量', likes: '点赞', reviewedBy: '审核人', createdAt: '创建时间', updatedAt: '更新时间', publishedAt: '发布时间',
      },
      states: { draft: '草稿', pending: '待审核', published: '已发布', rejected: '已驳回', hidden: '已隐藏' },
      actions: {
        create: '创建', update: '修改', delete: '删除',
        submit: '提交', approve: '通过', reject: '驳回', hide: '隐藏', restore: '恢复发布',
      },
      buttons: { submit: '提交审核' },
      reasons: {
        reject: ['内容与分类不符', '标题与内容不符', '包含外链广告', '内容抄袭或搬运', '信息有误或已过时'],
        hide: ['包含外链广告', '信息已过时', '涉及违规内容', '作者申请下架'],
      },
    },
    'en-US': {
      name: 'article',
      fields: {
        id: 'ID', title: 'Title', categoryId: 'Category', categoryName: 'Category', authorId: 'Author ID', authorName: 'Author',
        summary: 'Summary', coverUrl: 'Cover image URL', content: 'Content', status: 'Status', reason: 'Reason', featured: 'Featured',
        views: 'Views', likes: 'Likes', reviewedBy: 'Reviewed by', createdAt: 'Created', updatedAt: 'Updated', publishedAt: 'Published',
      },
      states: { draft: 'Draft', pending: 'Pending review', published: 'Published', rejected: 'Rejected', hidden: 'Hidden' },
      actions: {
        create: 'created', update: 'edited', delete: 'deleted',
        submit: 'submitted', approve: 'approved', reject: 'rejected', hide: 'hid', restore: 'restored',
      },
      buttons: { submit: 'Submit for review', approve: 'Approve', reject: 'Reject', hide: 'Hide', restore: 'Restore' },
      reasons: {
        reject: ['Does not fit the category', 'Title does not match the content', 'Contains ad links', 'Copied from elsewhere', 'Wrong or outdated information'],
        hide: ['Contains ad links', 'Outdated', 'Breaks the content rules', 'Withdrawn at the author\'s request'],
      },
    },
  },
};
