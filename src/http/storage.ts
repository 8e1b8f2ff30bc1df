// Browser-storage keys fixed by the spec (docs/domain.md "Constants"): the session token and the locale.
export const TOKEN_KEY = 'token';
export const LOCALE_KEY = 'arco-locale';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY) || null;
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The stored locale, or the default when nothing (or something unknown) is stored. */
export const getStoredLocale = (): Locale => {
  const stored = localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};
export const storeLocale = (locale: Locale): void => localStorage.setItem(LOCALE_KEY, locale);
