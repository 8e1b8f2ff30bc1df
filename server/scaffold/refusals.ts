// Which names npm run module:new refuses, and why: a name must be snake_case,
// new (no module, route, API resource, table or folder of that name), and no
// word that JavaScript, SQL or the app's own layout already gives a meaning.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Lower-case words and digits joined by single underscores, starting with a letter. */
const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
/** PostgreSQL cuts identifiers at 63 bytes; the longest the module makes is `<name>_status_idx`. */
const MAX_LENGTH = 40;

/** Words JavaScript reserves: the module's identifiers and import names are made from the name. */
const JS_WORDS = `await break case catch class const continue debugger default delete do else enum export extends false
  finally for function if implements import in instanceof interface let new null package private protected public
  return static super switch this throw true try typeof var void while with yield arguments eval undefined`;
/** PostgreSQL's reserved key words: the name is the module's table. */
const SQL_WORDS = `all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create
  current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc
  distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral
  leading limit localtime localtimestamp not null offset on only or order placing primary references returning select
  session_user some symmetric table then to trailing true union unique user using variadic when where window with`;
/**
 * Names the app's layout already uses: folders beside the modules' (src/resources/shared,
 * tests/api/helpers…), the contract's own files (review.ts, money.ts…), paths the dev
 * server sends to the API (/api, /mdr, /v3, /docs, /r) and the screens' own words
 * (a module `lists` would name its screen `ListList` beside react-admin's `List`).
 */
const APP_WORDS = `access api app assets audit build core db dist docs health helpers index lists login mdr menu mocks
  modules node_modules platform public r records resources review reviews schema scripts seed server shared src
  test tests types v3 money days wow edit edits show shows create creates status statuses list`;

const RESERVED = new Map<string, string>([
  ...JS_WORDS.split(/\s+/).map((w) => [w, 'a JavaScript reserved word'] as const),
  ...SQL_WORDS.split(/\s+/).map((w) => [w, 'an SQL reserved word (it would be the table\'s name)'] as const),
  ...APP_WORDS.split(/\s+/).map((w) => [w, 'a name the app already uses for something else'] as const),
]);

/** What already exists and a new module must not take over. */
export interface Taken {
  modules: readonly string[];
  /** menu route names (`menu.<name>` texts) */
  routes: readonly string[];
  /** API resources (`/mdr/<resource>/…`) */
  resources: readonly string[];
  tables: readonly string[];
}

/** The folders and files a module of this name would write, relative to the root. */
export const ownPaths = (name: string) => [
  `contract/access/modules/${name}.ts`, `contract/${name}.ts`, `contract/records/${name}.ts`,
  `server/modules/${name}`, `src/resources/${name}`, `tests/api/${name}`,
];

/** Why `name` cannot be a new module, or null when it can. */
export function refusalOf(name: string, root: string, taken: Taken): string | null {
  if (!SNAKE_CASE.test(name)) {
    return `"${name}" is not snake_case: lower-case letters and digits in words joined by "_", starting with a letter (e.g. announcements, game_news)`;
  }
  if (name.length > MAX_LENGTH) return `"${name}" is longer than ${MAX_LENGTH} characters (it names the table and its indexes)`;
  const reserved = RESERVED.get(name);
  if (reserved) return `"${name}" is ${reserved}: choose another name`;
  const clash = ([
    ['a module', taken.modules], ['a menu route', taken.routes], ['an API resource', taken.resources], ['a table', taken.tables],
  ] as const).find(([, names]) => names.includes(name));
  if (clash) return `"${name}" is already ${clash[0]}: the module would clash with it`;
  const existing = ownPaths(name).find((path) => existsSync(join(root, path)));
  if (existing) return `${existing} exists already: "${name}" is taken`;
  return null;
}
