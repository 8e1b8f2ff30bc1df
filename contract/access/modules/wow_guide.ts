// #/wow_guide (docs/domain.md "Modules", order 2): guide categories and article review.
import { defineModule } from './define';

export default defineModule({
  name: 'wow_guide', order: 2, key: 'mdr.wow.guide', icon: 'menu_book',
  labels: { 'zh-CN': '攻略管理', 'en-US': 'Guides' },
  children: [
    { path: '/wow_guide/category', name: 'guide_category', labels: { 'zh-CN': '分类', 'en-US': 'Categories' } },
    { path: '/wow_guide/article', name: 'guide_article', labels: { 'zh-CN': '文章', 'en-US': 'Articles' } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [
    { key: 'guide_categories.read', module: 'mdr.wow.guide', resource: 'guide_categories',
      actions: ['list', 'get', 'get_many', 'history'] },
    { key: 'guide_categories.create', module: 'mdr.wow.guide', resource: 'guide_categories',
      actions: ['create'] },
    { key: 'guide_categories.update', module: 'mdr.wow.guide', resource: 'guide_categories',
      actions: ['update', 'update_many'] },
    { key: 'guide_categories.delete', module: 'mdr.wow.guide', resource: 'guide_categories',
      actions: ['delete', 'delete_many'] },
    { key: 'guide_categories.export', module: 'mdr.wow.guide', resource: 'guide_categories',
      actions: ['export'] },
    { key: 'articles.read', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['list', 'get', 'get_many', 'lookup', 'history'] },
    { key: 'articles.create', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['create'] },
    { key: 'articles.update', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['update', 'update_many'] },
    { key: 'articles.delete', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['delete', 'delete_many'] },
    { key: 'articles.export', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['export'] },
    { key: 'articles.submit', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['submit', 'submit_many', 'jobs/articles/submit'] },
    { key: 'articles.approve', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['approve', 'approve_many', 'jobs/articles/approve'] },
    { key: 'articles.reject', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['reject', 'reject_many', 'jobs/articles/reject'] },
    { key: 'articles.hide', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['hide', 'hide_many', 'jobs/articles/hide'] },
    { key: 'articles.restore', module: 'mdr.wow.guide', resource: 'articles',
      actions: ['restore', 'restore_many', 'jobs/articles/restore'] },
  ],
  // keys:end
});
