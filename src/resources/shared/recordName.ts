// A record's name in the panel's language, for a resource whose records are
// named in both (items, packages, roles: nameZh / nameEn): react-admin's
// titles and confirmations ("Delete item Shoulderpads of Valor") read it through
// the resource's recordRepresentation, which is handed the record alone — so the
// language is the page's (<html lang>, which the i18n provider sets on every
// change of locale, src/i18n/index.ts).
import type { RaRecord } from 'react-admin';

const pageIsEnglish = () => typeof document !== 'undefined' && document.documentElement.lang.startsWith('en');

/** recordRepresentation of a record named in both languages: `en` on an English page, `zh` otherwise (or when it has none). */
export const nameInPageLanguage = (zh: string, en: string) => (record: RaRecord): string =>
  String((pageIsEnglish() && record?.[en]) || (record?.[zh] ?? ''));
