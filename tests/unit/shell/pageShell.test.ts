// The shell's pure rules: the breadcrumb of a route, a module's own path, the theme.
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { breadcrumbOf } from '../../../src/layout/breadcrumb';
import { sideMenuMode } from '../../../src/layout/sideMenu';
import { themeOptions } from '../../../src/layout/theme';
import { moduleHomePath } from '../../../src/pages/ModuleHome';

const ALL = new Set(['/dashboard/workplace', '/wow_guide/category', '/wow_guide/article', '/user/users']);

describe('breadcrumb: module › page › record, from the module table', () => {
  it('a list: its module (linking to the module path) and the page, the last without a link', () => {
    expect(breadcrumbOf('/wow_guide/article')).toEqual([
      { label: 'menu.wow_guide', to: '/wow_guide' },
      { label: 'menu.guide_article', to: undefined },
    ]);
  });

  it('a record, shown or edited, and a new record', () => {
    const page = { label: 'menu.guide_article', to: '/wow_guide/article' };
    const record = { record: { resource: 'wow_guide/article', id: '5' }, to: undefined };
    expect(breadcrumbOf('/wow_guide/article/5/show')).toEqual([{ label: 'menu.wow_guide', to: '/wow_guide' }, page, record]);
    expect(breadcrumbOf('/wow_guide/article/5')).toEqual([{ label: 'menu.wow_guide', to: '/wow_guide' }, page, record]);
    // an address ending in /edit names the record, then the edit page, never "#5/edit"
    expect(breadcrumbOf('/wow_guide/article/5/edit').slice(2)).toEqual([{ record: record.record }, { label: 'ra.action.edit', to: undefined }]);
    expect(breadcrumbOf('/wow_guide/article/create').at(-1)).toEqual({ label: 'shell.tabs.create', to: undefined });
  });

  it('a resource below a page (db/dbs/versions): its name, then its record', () => {
    const below = { label: 'resources.db/dbs/versions.name', to: '/db/dbs/versions' };
    expect(breadcrumbOf('/db/dbs/versions').slice(2)).toEqual([{ ...below, to: undefined }]);
    expect(breadcrumbOf('/db/dbs/versions/3').slice(2)).toEqual([below, { record: { resource: 'db/dbs/versions', id: '3' }, to: undefined }]);
  });

  it('the message centre has no module; unknown pages have no breadcrumb', () => {
    expect(breadcrumbOf('/messages')).toEqual([{ label: 'message_centre.title', to: undefined }]);
    expect(breadcrumbOf('/no/such/page')).toEqual([]);
    expect(breadcrumbOf('/wow_guide')).toEqual([]);
  });
});

describe("a module's own path", () => {
  it('opens its first page the staff member may open, in module-table order', () => {
    expect(moduleHomePath('wow_guide', { role: '*', modules: [] }, ALL)).toBe('/wow_guide/category');
    expect(moduleHomePath('dashboard', { role: 'finance', modules: [] }, ALL)).toBe('/dashboard/workplace');
    expect(moduleHomePath('user', { role: '*', modules: [] }, ALL)).toBe('/user/users');
  });

  it('has no page (not found) without the module key or when this build has none of its pages', () => {
    expect(moduleHomePath('wow_guide', { role: 'finance', modules: ['mdr.orders'] }, ALL)).toBeUndefined();
    expect(moduleHomePath('wow_author', { role: '*', modules: [] }, ALL)).toBeUndefined();
    expect(moduleHomePath('no_such_module', { role: '*', modules: [] }, ALL)).toBeUndefined();
  });
});

describe('theme', () => {
  const build = (theme: 'light' | 'dark') => createTheme(themeOptions({ theme, themeColor: '#165DFF', menuWidth: 220 }, 'en-US'));

  it('buttons, tabs and toggles keep their case (no shouting capitals)', () => {
    const overrides = build('light').components!;
    for (const name of ['MuiButton', 'MuiTab', 'MuiToggleButton'] as const) {
      expect(overrides[name]?.styleOverrides).toMatchObject({ root: { textTransform: 'none' } });
    }
  });

  it('dark mode lightens the theme colour so text buttons stay readable; light mode keeps it', () => {
    expect(build('light').palette.primary.main).toBe('#165DFF');
    expect(build('dark').palette.primary.main).not.toBe('#165DFF');
    expect(build('dark').palette.getContrastText(build('dark').palette.primary.main)).toMatch(/rgba\(0, 0, 0/);
  });

  it('spinners are named in the page language', () => {
    expect(build('light').components!.MuiCircularProgress?.defaultProps).toEqual({ 'aria-label': 'Please wait' });
  });
});

describe('side menu on a phone', () => {
  it('the top menu gives way to the drawer; menu off stays off', () => {
    const settings = { menu: true, topMenu: true, hideMenu: false };
    expect(sideMenuMode(settings)).toBe('none');
    expect(sideMenuMode(settings, true)).toBe('docked');
    expect(sideMenuMode({ ...settings, menu: false }, true)).toBe('none');
  });
});
