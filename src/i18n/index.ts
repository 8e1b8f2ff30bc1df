// zh-CN by default, en-US the other; the choice lives in localStorage 'arco-locale'
// (spec §9) so the HTTP client can send it as the `lang` header too.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { debugMessages } from '../debug/messages';
import { shellMessages } from '../layout/messages';
import { messageCentreMessages } from '../messages/i18n';
import { accountMessages } from '../pages/accountMessages';
import { pageMessages } from '../pages/messages';
import { DEFAULT_LOCALE, getStoredLocale, isLocale, storeLocale, type Locale } from '../http/storage';
import { resources } from '../resources';
import { sharedMessages } from '../resources/shared/messages';
import enUS from './en-US';
import { raChineseOverlay } from './ra-zh-CN';
import { raTiptapMessages } from './ra-tiptap';
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

/** react-admin's own phrases in zh-CN: the package, with our completions and corrections over it. */
export const raChineseMessages = overlaid(chineseMessages, raChineseOverlay);

/** react-admin's own phrases in en-US: the package, plus the rich-text editor's (./ra-tiptap.ts). */
const raEnglishMessages = overlaid(englishMessages, { ra: { tiptap: raTiptapMessages['en-US'] } });

/** resources.<name>.* of every registered resource (react-admin convention); `mdr.*` is their shared pieces'. */
const resourceMessages = (locale: Locale) =>
  Object.fromEntries(resources.map((r) => [r.name, r.messages[locale]])) as TranslationMessages['resources'];

export const messages: Record<Locale, TranslationMessages> = {
  'en-US': { ...raEnglishMessages, ...enUS, ...sharedMessages['en-US'], ...debugMessages['en-US'], ...pageMessages['en-US'], ...shellMessages['en-US'], ...messageCentreMessages['en-US'], ...accountMessages['en-US'], resources: resourceMessages('en-US') },
  'zh-CN': { ...raChineseMessages, ...zhCN, ...sharedMessages['zh-CN'], ...debugMessages['zh-CN'], ...pageMessages['zh-CN'], ...shellMessages['zh-CN'], ...messageCentreMessages['zh-CN'], ...accountMessages['zh-CN'], resources: resourceMessages('zh-CN') },
};

/**
 * The panel's i18n provider over `all` (the tests pass their own). A phrase missing
 * from the current locale falls back to English (spec §9), then to its key.
 */
export function createI18nProvider(all: Record<Locale, TranslationMessages> = messages): I18nProvider {
  const messagesOf = (locale: string) => all[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const english = polyglotI18nProvider(() => all['en-US'], 'en-US', LOCALE_CHOICES, { allowMissing: true });
  const fallbackToEnglish = (key: string, options: object) => english.translate(key, options);
  const initial = getStoredLocale();
  const base = polyglotI18nProvider(messagesOf, initial, LOCALE_CHOICES, { onMissingKey: fallbackToEnglish });
  setDocumentLanguage(initial);
  return {
    ...base,
    changeLocale: async (locale: string) => {
      await base.changeLocale(locale);
      if (isLocale(locale)) {
        storeLocale(locale);
        setDocumentLanguage(locale);
      }
    },
  };
}

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const i18nProvider = createI18nProvider();
