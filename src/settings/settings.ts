// App settings of spec §3 ("App settings"). Kept in their own localStorage key,
// outside react-admin's store, because react-admin's store is reset on logout
// and these are a per-browser preference that must survive it (issue 3 §4).
import { useCallback, useSyncExternalStore } from 'react';

export interface ServerMenuItem {
  path: string;
  name: string;
  meta: { locale: string; requiresAuth: boolean; icon?: string; order: number; external?: boolean };
  children: ServerMenuItem[];
}

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
let current: AppSettings = read();

function read(): AppSettings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY);
    return { ...DEFAULT_SETTINGS, ...(raw ? (JSON.parse(raw) as Partial<AppSettings>) : {}) };
  } catch {
    return { ...DEFAULT_SETTINGS }; // a corrupt entry must not lock anyone out of the panel
  }
}

export function getSettings(): AppSettings {
  return current;
}

export function updateSettings(patch: Partial<AppSettings>): void {
  current = { ...current, ...patch };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(current));
  listeners.forEach((l) => l());
}

/** Re-reads storage (tests, or another tab changed it). */
export function reloadSettings(): void {
  current = read();
  listeners.forEach((l) => l());
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
