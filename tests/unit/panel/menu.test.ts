import { describe, expect, it } from 'vitest';
import FolderIcon from '@mui/icons-material/Folder';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { MODULES } from '../../../contract/access/modules';
import { groupIconOf } from '../../../src/layout/AppMenu';
import { serverMenuAllows } from '../../../src/access/serverMenu';
import { externalLinks, menuGroups, panelMenu, serverMenuGroups } from '../../../src/layout/menuItems';
import { ADMIN, USER } from '../../../mocks/fixtures';
import { OFFICIAL_SITE, serverMenuOf } from './helpers';

const EVERY_PATH = new Set(MODULES.flatMap((m) => m.children.map((c) => c.path)));
const GUIDES_ONLY = new Set(['/dashboard/workplace', '/wow_guide/category', '/wow_guide/article']);

/** The spec's modules in its menu order (docs/domain.md "Modules"); a module added later may sit anywhere between them. */
const SPEC_ORDER = ['dashboard', 'wow_guide', 'wow_author', 'channel_promotion', 'wow_build', 'wow_feedback',
  'wow_live', 'supports', 'exception', 'orders', 'db', 'user'];

describe('menuGroups', () => {
  it("role '*' sees every module once, by its declared order, with its pages in declared order", () => {
    const groups = menuGroups(ADMIN.info, EVERY_PATH);
    expect(groups.map((g) => g.name).sort()).toEqual(MODULES.map((m) => m.name).sort());
    const orders = groups.map((g) => MODULES.find((m) => m.name === g.name)!.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(groups.map((g) => g.name).filter((name) => SPEC_ORDER.includes(name))).toEqual(SPEC_ORDER);
    for (const group of groups) {
      const module = MODULES.find((m) => m.name === group.name)!;
      expect(group).toEqual({
        name: module.name, label: `menu.${module.name}`, icon: module.icon,
        items: module.children.map((c) => ({ path: c.path, label: `menu.${c.name}` })),
      });
    }
    expect(groups.find((g) => g.name === 'wow_guide')).toEqual({
      name: 'wow_guide', label: 'menu.wow_guide', icon: 'menu_book',
      items: [
        { path: '/wow_guide/category', label: 'menu.guide_category' },
        { path: '/wow_guide/article', label: 'menu.guide_article' },
      ],
    });
    expect(groups.find((g) => g.name === 'user')!.items.map((i) => i.path)).toEqual(['/user/users', '/user/admin', '/user/role', '/user/audit', '/user/bot', '/user/webhooks']);
  });

  it('keeps modules of the same order in the registry order (wow_author before channel_promotion, both 3)', () => {
    const names = menuGroups(ADMIN.info, EVERY_PATH).map((g) => g.name);
    expect(names.indexOf('wow_author')).toBeLessThan(names.indexOf('channel_promotion'));
    expect(names.indexOf('db')).toBeLessThan(names.indexOf('user'));
  });

  it("gives every module an icon of its own: a resource's (its groupIcon, else its first page's), or the shell's for the workplace", () => {
    const groups = menuGroups(ADMIN.info, EVERY_PATH);
    expect(groups.filter((g) => groupIconOf(g) === FolderIcon).map((g) => g.name)).toEqual([]);
    expect(groupIconOf(groups.find((g) => g.name === 'wow_guide')!)).toBe(MenuBookIcon);
  });

  it('hides the modules the staff member cannot open', () => {
    const groups = menuGroups(USER.info, EVERY_PATH);
    expect(groups.map((g) => g.name)).toEqual(['dashboard', 'wow_guide', 'wow_build', 'wow_feedback', 'wow_live']);
  });

  it('lists only routes the panel has', () => {
    expect(menuGroups(ADMIN.info, GUIDES_ONLY).map((g) => g.name)).toEqual(['dashboard', 'wow_guide']);
  });

  it('keeps the workplace for anyone, and shows a bot-only account just the bot route', () => {
    const botKeeper = { role: 'user', modules: ['mdr.user.bot'] };
    const groups = menuGroups(botKeeper, EVERY_PATH);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.path)])).toEqual([
      ['dashboard', ['/dashboard/workplace']],
      ['user', ['/user/bot']],
    ]);
    expect(menuGroups(null, EVERY_PATH).map((g) => g.name)).toEqual(['dashboard']);
  });
});

describe('the server menu', () => {
  const userMenu = serverMenuOf(USER.info);

  it('allows the menu routes it lists (and their record pages), the workplace and pages that are no menu route', () => {
    const guidesOnly = userMenu.filter((m) => m.name === 'wow_guide' || m.meta.external);
    expect(serverMenuAllows(guidesOnly, '/wow_guide/article')).toBe(true);
    expect(serverMenuAllows(guidesOnly, '/wow_guide/article/5/show')).toBe(true);
    expect(serverMenuAllows(guidesOnly, '/wow_build/bulid')).toBe(false);
    expect(serverMenuAllows(guidesOnly, '/wow_build/bulid/3')).toBe(false);
    expect(serverMenuAllows(guidesOnly, '/user/bot')).toBe(false);
    for (const open of ['/', '/login', '/dashboard/workplace', '/qr/confirm', '/redirect/%2Fwow_build%2Fbulid', '/messages']) {
      expect(serverMenuAllows(guidesOnly, open), open).toBe(true);
    }
  });

  it('renders as groups in its order, each route still checked against the grant and what the panel has', () => {
    const groups = serverMenuGroups(userMenu, USER.info, GUIDES_ONLY);
    expect(groups).toEqual([
      { name: 'dashboard', label: 'menu.dashboard', icon: 'dashboard', items: [{ path: '/dashboard/workplace', label: 'menu.workplace' }] },
      {
        name: 'wow_guide', label: 'menu.wow_guide', icon: 'menu_book',
        items: [{ path: '/wow_guide/category', label: 'menu.guide_category' }, { path: '/wow_guide/article', label: 'menu.guide_article' }],
      },
    ]);
    // an entry the grant does not open (a stale menu after a role switch) is left out
    expect(serverMenuGroups(serverMenuOf(ADMIN.info), USER.info, EVERY_PATH).map((g) => g.name))
      .toEqual(['dashboard', 'wow_guide', 'wow_build', 'wow_feedback', 'wow_live']);
  });

  it('gives the external entry (official website) as a link, only for http(s) addresses', () => {
    expect(externalLinks(userMenu)).toEqual([{ url: OFFICIAL_SITE, label: 'menu.official_site', icon: 'link' }]);
    const hostile = userMenu.map((m) => (m.meta.external ? { ...m, path: 'javascript:alert(1)' } : m));
    expect(externalLinks(hostile)).toEqual([]);
  });

  it('panelMenu: the local menu unless menuFromServer is on and the server menu loaded; the link either way', () => {
    const guidesOnly = userMenu.filter((m) => m.name !== 'wow_build');
    const local = panelMenu({ menuFromServer: false, serverMenu: guidesOnly }, USER.info, EVERY_PATH);
    expect(local.groups.map((g) => g.name)).toContain('wow_build');
    expect(local.links.map((l) => l.url)).toEqual([OFFICIAL_SITE]);
    const server = panelMenu({ menuFromServer: true, serverMenu: guidesOnly }, USER.info, EVERY_PATH);
    expect(server.groups.map((g) => g.name)).not.toContain('wow_build');
    const notLoaded = panelMenu({ menuFromServer: true, serverMenu: [] }, USER.info, EVERY_PATH);
    expect(notLoaded).toEqual({ groups: menuGroups(USER.info, EVERY_PATH), links: [] });
  });
});
