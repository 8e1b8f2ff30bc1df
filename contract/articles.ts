// Guide articles: their review workflow and every label a person reads about
// them, for the API (transitions, CSV headers, messages) and the panel (buttons,
// columns, forms, history). Record types: ./records/articles.ts.
import type { ResourceContract } from './types';

export type { ArticleRecord, ArticleListItem } from './records/articles';

export const ARTICLE_STATES = ['draft', 'pending', 'published', 'rejected', 'hidden'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const ARTICLES = {
  resource: 'articles',
  states: ARTICLE_STATES,
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
        id: 'ID',
        categoryId: '分类',
        categoryName: '分类名称',
        authorId: '作者',
        authorName: '作者笔名',
        title: '标题',
        summary: '摘要',
        coverUrl: '封面图地址',
        content: '正文',
        status: '状态',
        reason: '原因',
        featured: '精选',
        views: '浏览量',
        likes: '点赞数',
        reviewedBy: '审核人',
        createdAt: '创建时间',
        updatedAt: '更新时间',
        publishedAt: '发布时间',
        version: '版本',
      },
      filters: { q: '关键词', createdFrom: '创建日期起', createdTo: '创建日期止' },
      states: { draft: '草稿', pending: '待审核', published: '已发布', rejected: '已驳回', hidden: '已隐藏' },
      actions: { submit: '提交审核', approve: '通过', reject: '驳回', hide: '隐藏', restore: '恢复发布' },
      history: { submit: '%{actor} 将%{name}提交审核' },
      reasons: {
        reject: ['内容与标题不符', '包含外链广告', '质量不达标', '涉嫌抄袭', '排版混乱，难以阅读'],
        hide: ['包含外链广告', '内容已过时', '涉嫌抄袭', '收到用户举报', '涉及违规内容'],
      },
    },
    'en-US': {
      name: 'article',
      fields: {
        id: 'ID',
        categoryId: 'Category',
        categoryName: 'Category name',
        authorId: 'Author',
        authorName: 'Pen name',
        title: 'Title',
        summary: 'Summary',
        coverUrl: 'Cover image URL',
        content: 'Content',
        status: 'Status',
        reason: 'Reason',
        featured: 'Featured',
        views: 'Views',
        likes: 'Likes',
        reviewedBy: 'Reviewed by',
        createdAt: 'Created',
        updatedAt: 'Updated',
        publishedAt: 'Published',
        version: 'Version',
      },
      filters: { q: 'Keyword', createdFrom: 'Created from', createdTo: 'Created until' },
      states: { draft: 'Draft', pending: 'Pending review', published: 'Published', rejected: 'Rejected', hidden: 'Hidden' },
      actions: {
        submit: 'submitted for review', approve: 'approved', reject: 'rejected', hide: 'hid', restore: 'restored',
      },
      buttons: { submit: 'Submit for review', approve: 'Approve', reject: 'Reject', hide: 'Hide', restore: 'Restore' },
      history: { submit: '%{actor} submitted the %{name} for review' },
      reasons: {
        reject: [
          'Content does not match the title', 'Contains advertising links', 'Below the quality bar',
          'Suspected plagiarism', 'Messy layout, hard to read',
        ],
        hide: [
          'Contains advertising links', 'Content is out of date', 'Suspected plagiarism',
          'Reported by users', 'Breaks the content rules',
        ],
      },
    },
  },
} as const satisfies ResourceContract;
