// The names a new module goes by (npm run module:new <name>), derived from the
// one snake_case name: the module's route segment, its API resource, its table
// and its folders are all <name>; code identifiers are made from it.

export interface ModuleNames {
  /** snake_case: route segment, API resource, table, folders (`announcements`) */
  name: string;
  /** `ANNOUNCEMENTS`: the contract's constant */
  constant: string;
  /** `Announcement`: the prefix of schemas, types and screens */
  pascal: string;
  /** `announcement`: the prefix of values (`announcementTransitions`) */
  camel: string;
  /** `announcements`: the module's name in the registries' import lines */
  plural: string;
  /** the react-admin resource (hash route without its '/'): `announcements/announcements` */
  route: string;
  /** the module's permission key: `mdr.announcements` */
  key: string;
  labels: { 'zh-CN': string; 'en-US': string };
  /** the English name of one record, for history sentences: `announcement` */
  singular: string;
  /** its place in the menu: after every module declared so far */
  order: number;
  /** the migration's file name: `0021_announcements.sql` */
  migration: string;
}

const words = (name: string) => name.split('_');
/** `announcement` → `Announcement`. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `categories` → `category`, `announcements` → `announcement`; `news`, `status`, `analytics` as they are. */
export function singularOf(word: string): string {
  if (/(ss|us|is|ews|ics)$/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** `game_news` → `Game news`. */
export const humanized = (name: string) => capitalized(words(name).join(' '));

export interface NameInputs {
  name: string;
  zh?: string;
  en?: string;
  order: number;
  migrationNumber: number;
}

export function namesOf({ name, zh, en, order, migrationNumber }: NameInputs): ModuleNames {
  const parts = words(name);
  const singularParts = [...parts.slice(0, -1), singularOf(parts.at(-1)!)];
  const pascal = singularParts.map(capitalized).join('');
  // one line each: the labels also go into comments
  const oneLine = (text?: string) => text?.replace(/\s+/g, ' ').trim();
  const english = oneLine(en) || humanized(name);
  return {
    name,
    constant: name.toUpperCase(),
    pascal,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    plural: parts.map((w, i) => (i ? capitalized(w) : w)).join(''),
    route: `${name}/${name}`,
    key: `mdr.${name}`,
    labels: { 'zh-CN': oneLine(zh) || english, 'en-US': english },
    singular: singularParts.join(' '),
    order,
    migration: `${String(migrationNumber).padStart(4, '0')}_${name}.sql`,
  };
}

/** `text` as a single-quoted TypeScript string. */
export const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
