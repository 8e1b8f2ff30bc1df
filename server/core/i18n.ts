// Server-side messages in both languages. Each module registers its own keys
// next to its code (registerMessages), so adding a module edits no shared file.
import type { Lang } from './context';
import type { Params } from './errors';

type Catalog = Record<string, string>;
const catalogs: Record<Lang, Catalog> = { 'zh-CN': {}, 'en-US': {} };

export const LANGS: Lang[] = ['zh-CN', 'en-US'];
export const DEFAULT_LANG: Lang = 'zh-CN';

export function registerMessages(messages: Record<Lang, Catalog>): void {
  for (const lang of LANGS) Object.assign(catalogs[lang], messages[lang]);
}

export function parseLang(value: unknown): Lang {
  return value === 'en-US' ? 'en-US' : DEFAULT_LANG;
}

/** Translate `key`; `{name}` placeholders take params. Unknown keys fall back to en-US, then the key. */
export function t(lang: Lang, key: string, params: Params = {}): string {
  const text = catalogs[lang][key] ?? catalogs['en-US'][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Keys present in one language but not the other (used by a test). */
export function missingKeys(): Record<Lang, string[]> {
  const all = new Set(LANGS.flatMap((l) => Object.keys(catalogs[l])));
  return Object.fromEntries(LANGS.map((l) => [l, [...all].filter((k) => !(k in catalogs[l]))])) as Record<Lang, string[]>;
}
