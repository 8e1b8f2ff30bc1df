import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS, getSettings, persistentSettings, reloadSettings, SETTINGS_KEY, updateSettings,
} from '../../../src/settings/settings';

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');

afterEach(() => {
  updateSettings({ globalSettings: false });
  localStorage.clear();
  reloadSettings();
});

describe('app settings', () => {
  it("start from the spec's defaults: #165DFF, menu width 220, tab bar and server menu off", () => {
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(getSettings()).toMatchObject({ themeColor: '#165DFF', menuWidth: 220, tabBar: false, menuFromServer: false });
  });

  it("are stored in localStorage 'app-settings' and read back after a reload", () => {
    updateSettings({ themeColor: '#00B42A', footer: false });
    expect(stored()).toMatchObject({ themeColor: '#00B42A', footer: false });
    reloadSettings();
    expect(getSettings()).toMatchObject({ themeColor: '#00B42A', footer: false, navbar: true });
  });

  it('never store whether the drawer is open, nor copy it', () => {
    updateSettings({ globalSettings: true, navbar: false });
    expect(getSettings().globalSettings).toBe(true);
    expect(stored()).not.toHaveProperty('globalSettings');
    expect(persistentSettings()).not.toHaveProperty('globalSettings');
    expect(persistentSettings()).toMatchObject({ navbar: false, themeColor: '#165DFF' });
  });

  it('fall back to the default for a stored value of the wrong shape, keeping the good ones', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({
      themeColor: 'red; background: url(x)', menuWidth: 5, theme: 'purple', footer: 'no', tabBar: true, serverMenu: {},
    }));
    reloadSettings();
    expect(getSettings()).toEqual({ ...DEFAULT_SETTINGS, tabBar: true });
  });

  it('survive a corrupt entry', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    reloadSettings();
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('turning the top menu on expands a collapsed side menu; other changes leave it collapsed', () => {
    updateSettings({ menuCollapse: true });
    updateSettings({ footer: false });
    expect(getSettings().menuCollapse).toBe(true);
    updateSettings({ topMenu: true });
    expect(getSettings()).toMatchObject({ topMenu: true, menuCollapse: false });
    updateSettings({ menuCollapse: true });
    updateSettings({ topMenu: true });
    expect(getSettings().menuCollapse).toBe(true);
  });

  it('colour-weak puts invert(80%) on the page and takes it off again', () => {
    updateSettings({ colorWeak: true });
    expect(document.documentElement.style.filter).toBe('invert(80%)');
    updateSettings({ colorWeak: false });
    expect(document.documentElement.style.filter).toBe('');
  });
});
