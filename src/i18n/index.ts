// zh-CN by default, en-US the other; the choice lives in localStorage 'arco-locale'
// (docs/domain.md "Constants") so the HTTP client can send it as the `lang` header too.
//
// Only the login page's texts are here (they ship in the entry chunk): react-admin's
// own phrases, the panel's, the shell's and the sign-in pages'. The resources' and
// the signed-in pages' texts come with the signed-in app (./signedIn.ts, loaded by
// App.tsx's loadSignedIn), which lays them over these through `addMessages` before
// any signed-in screen renders, so a new module never grows the login page.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { shellMessages } from '../layout/messages';
import { pageMessages } from '../pages/messages';
import { DEFAULT_LOCALE, getStoredLocale, isLocale, storeLocale, type Locale } from '../http/storage';
import enUS from './en-US';
import { raChineseOverlay } from './ra-zh-CN';
import zhCN from './zh-CN';

export const LOCALE_CHOICES: { locale: Locale; name: string }[] = [
  { locale: 'zh-CN', name: '中文' },
  { locale: 'en-US', name: 'English' },
];

type Tree = { [key: string]: string | Tree };

/** `overlay` laid over `base` key by key, at every depth. */
export function overlaid<T extends object>(base: T, overlay: object): T {
  const out: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(overlay as Tree)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? overlaid(under, value) : value;
  }
  return out as T;
}

/** Messages of both locales; a part of the panel's (`addMessages`) may hold any subset of keys. */
export type LocaleMessages = Record<Locale, TranslationMessages>;
export type PartialLocaleMessages = Record<Locale, object>;

/** `extra` laid over `base`, locale by locale. */
export const withMessages = (base: LocaleMessages, extra: PartialLocaleMessages): LocaleMessages => ({
  'zh-CN': overlaid(base['zh-CN'], extra['zh-CN']),
  'en-US': overlaid(base['en-US'], extra['en-US']),
});

/** react-admin's own phrases in zh-CN: the package, with our completions and corrections over it. */
export const raChineseMessages = overlaid(chineseMessages, raChineseOverlay);

/** react-admin's own phrases in English, with our corrections: a verb is two words ("Log out", not "Logout"). */
export const raEnglishMessages = overlaid(englishMessages, { ra: { auth: { logout: 'Log out' } } });

/** What the login page shows, in both languages (the entry chunk's share of the texts). */
export const loginMessages: LocaleMessages = {
  'en-US': { ...raEnglishMessages, ...enUS, ...pageMessages['en-US'], ...shellMessages['en-US'] },
  'zh-CN': { ...raChineseMessages, ...zhCN, ...pageMessages['zh-CN'], ...shellMessages['zh-CN'] },
};

/** The panel's i18n provider, which the signed-in app extends with its own texts. */
export interface PanelI18nProvider extends I18nProvider {
  /** Lays `extra` over the messages of both locales; translations use them from the next call on. */
  addMessages(extra: PartialLocaleMessages): void;
}

/** Polyglot over `all` in `locale`: a phrase missing there falls back to English (docs/domain.md "Constants"), then to its key. */
function polyglotOver(all: LocaleMessages, locale: Locale): I18nProvider {
  const english = polyglotI18nProvider(() => all['en-US'], 'en-US', LOCALE_CHOICES, { allowMissing: true });
  const fallbackToEnglish = (key: string, options: object) => english.translate(key, options);
  return polyglotI18nProvider(() => all[locale], locale, LOCALE_CHOICES, { onMissingKey: fallbackToEnglish });
}

/** The panel's i18n provider over `initial` (the login page's texts; tests pass their own). */
export function createI18nProvider(initial: LocaleMessages = loginMessages): PanelI18nProvider {
  let all = initial;
  let locale = getStoredLocale();
  let current = polyglotOver(all, locale);
  setDocumentLanguage(locale);
  return {
    translate: (key, options) => current.translate(key, options),
    getLocale: () => locale,
    getLocales: () => LOCALE_CHOICES,
    changeLocale: async (next: string) => {
      locale = isLocale(next) ? next : DEFAULT_LOCALE;
      current = polyglotOver(all, locale);
      storeLocale(locale);
      setDocumentLanguage(locale);
    },
    addMessages(extra) {
      all = withMessages(all, extra);
      current = polyglotOver(all, locale);
    },
  };
}

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const i18nProvider = createI18nProvider();
