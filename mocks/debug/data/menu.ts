// The sample server menu (/api/user/menu): the shape the panel's server-menu
// mode reads (src/settings/settings.ts ServerMenuItem), labels as i18n keys,
// ending with the external entry (the official website, docs/domain.md "Modules").
import type { ServerMenuItem } from '../../../src/settings/settings';

const child = (path: string, name: string, order: number): ServerMenuItem =>
  ({ path, name, meta: { locale: `menu.${name}`, requiresAuth: true, order }, children: [] });

export const SAMPLE_MENU: ServerMenuItem[] = [
  {
    path: '/dashboard', name: 'dashboard',
    meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'dashboard', order: 0 },
    children: [child('/dashboard/workplace', 'workplace', 0)],
  },
  {
    path: '/wow_guide', name: 'wow_guide',
    meta: { locale: 'menu.wow_guide', requiresAuth: true, icon: 'menu_book', order: 2 },
    children: [child('/wow_guide/category', 'guide_category', 0), child('/wow_guide/article', 'guide_article', 1)],
  },
  {
    path: '/wow_feedback', name: 'wow_feedback',
    meta: { locale: 'menu.wow_feedback', requiresAuth: true, icon: 'feedback', order: 5 },
    children: [child('/wow_feedback/feedback', 'feedback', 0)],
  },
  {
    path: 'https://example.com', name: 'official_site',
    meta: { locale: 'menu.official_site', requiresAuth: true, icon: 'link', order: 100, external: true },
    children: [],
  },
];
