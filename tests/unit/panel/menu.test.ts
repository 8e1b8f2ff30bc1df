import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../src/access/modules';
import { menuGroups } from '../../../src/layout/menuItems';
import { ADMIN, USER } from '../../../mocks/fixtures';

const EVERY_PATH = new Set(MODULES.flatMap((m) => m.children.map((c) => c.path)));
const GUIDES_ONLY = new Set(['/dashboard/workplace', '/wow_guide/category', '/wow_guide/article']);

describe('menuGroups', () => {
  it("role '*' sees every module, in the spec's menu order, with its children in order", () => {
    const groups = menuGroups(ADMIN.info, EVERY_PATH);
    expect(groups.map((g) => g.name)).toEqual([
      'dashboard', 'wow_guide', 'wow_author', 'channel_promotion', 'wow_build', 'wow_feedback',
      'wow_live', 'supports', 'exception', 'orders', 'db', 'user',
    ]);
    expect(groups[1]).toEqual({
      name: 'wow_guide', label: 'menu.wow_guide', icon: 'menu_book',
      items: [
        { path: '/wow_guide/category', label: 'menu.guide_category' },
        { path: '/wow_guide/article', label: 'menu.guide_article' },
      ],
    });
    expect(groups.at(-1)!.items.map((i) => i.path)).toEqual(['/user/users', '/user/admin', '/user/bot']);
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
