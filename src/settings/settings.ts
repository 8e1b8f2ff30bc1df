// App settings (docs/domain.md "Entities the panel keeps"). Kept in their own localStorage key,
// outside react-admin's store, because react-admin's store is reset on logout
// and these are a per-browser preference that must survive it (docs/panel.md "Settings").
import { useCallback, useSyncExternalStore } from 'react';
import type { MenuEntry } from '../../contract/access/menu';

/** An entry of /api/user/menu (built by contract/access/menu.ts on the server). */
export type ServerMenuItem = MenuEntry;

export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  globalSettings: boolean;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: ServerMenuItem[];
}

export const SETTINGS_KEY = 'app-settings';

export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  globalSettings: false,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
};

type Listener = () => void;
const listeners = new Set<Listener>();

/** UI state kept in the store for convenience, but not a preference: never persisted. */
const TRANSIENT: (keyof AppSettings)[] = ['globalSettings'];

/** The colour-weak filter (docs/domain.md "Constants"). */
export const COLOR_WEAK_FILTER = 'invert(80%)';
export const MENU_WIDTH_RANGE = { min: 120, max: 480 } as const;
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
export const isMenuWidth = (value: unknown): value is number => Number.isInteger(value)
  && (value as number) >= MENU_WIDTH_RANGE.min && (value as number) <= MENU_WIDTH_RANGE.max;

/** A stored value of the wrong shape (old version, hand edit) falls back to its default. */
function sanitize(stored: Record<string, unknown>): AppSettings {
  const result = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof AppSettings)[]) {
    const value = stored[key];
    if (value === undefined || TRANSIENT.includes(key)) continue;
    const fallback = DEFAULT_SETTINGS[key];
    const valid = key === 'themeColor' ? isHexColor(value)
      : key === 'menuWidth' ? isMenuWidth(value)
        : key === 'theme' ? value === 'light' || value === 'dark'
          : Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback;
    if (valid) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

function read(): AppSettings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return sanitize(typeof parsed === 'object' && parsed !== null ? parsed as Record<string, unknown> : {});
  } catch {
    return { ...DEFAULT_SETTINGS }; // a corrupt entry must not lock anyone out of the panel
  }
}

/** What is stored and what "copy settings" copies: the preferences, without transient UI state. */
export function persistentSettings(settings: AppSettings = current): Partial<AppSettings> {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !TRANSIENT.includes(key as keyof AppSettings)));
}

/**
 * Settings that act outside React: colour-weak filters the whole page, the login
 * page included. On the root element, because a filter on any other element
 * would become the containing block of the fixed app bar, drawers and popovers.
 */
function applyToDocument(settings: AppSettings): void {
  if (typeof document === 'undefined') return;
  document.documentElement.style.filter = settings.colorWeak ? COLOR_WEAK_FILTER : '';
}

let current: AppSettings = read();
applyToDocument(current);

export function getSettings(): AppSettings {
  return current;
}

/** Rules between settings (docs/domain.md "Session and navigation"): turning the top menu on expands a collapsed side menu. */
function withRules(patch: Partial<AppSettings>): Partial<AppSettings> {
  if (patch.topMenu && !current.topMenu) return { ...patch, menuCollapse: false };
  return patch;
}

function commit(next: AppSettings): void {
  current = next;
  applyToDocument(current);
  listeners.forEach((l) => l());
}

export function updateSettings(patch: Partial<AppSettings>): void {
  const next = { ...current, ...withRules(patch) };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(persistentSettings(next)));
  commit(next);
}

/** Re-reads storage (tests, or another tab changed it); transient state stays as it is. */
export function reloadSettings(): void {
  commit({ ...read(), globalSettings: current.globalSettings });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings and a patch function; re-renders on every change. */
export function useAppSettings(): [AppSettings, (patch: Partial<AppSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, getSettings, getSettings);
  return [settings, useCallback((patch: Partial<AppSettings>) => updateSettings(patch), [])];
}
