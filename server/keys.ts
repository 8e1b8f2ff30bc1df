// The list of action keys, derived from the routes the app registers: each
// /mdr route names its key in config.permission (resource routes derive theirs,
// server/resources/keys.ts), so the list is never typed twice. `npm run
// keys:generate` writes each module's keys into its declaration
// (contract/access/modules/<name>.ts, between `// keys:start` and `// keys:end`)
// and the table of docs/access.md; tests/api/access/keys-generated.test.ts
// fails when any of them is stale.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { RouteOptions } from 'fastify';
import type { ActionKeyInfo, KeyMark } from '../contract/access/actionKeys';
import { MODULES, PERMISSION_KEYS, type ModuleDef } from '../contract/access/modules';
import { buildApp } from './app';
import { loadConfig } from './config';
import { SIGNED_IN } from './core/hooks';
import type { DB } from './db/schema';
import { SEEDED_ROLES, type SeededRole } from './seed/roles';
import { DEMO_STAFF, type DemoStaff } from './seed/staff';

/** A module's declaration: the file is named after the module. */
export const declarationFile = (module: ModuleDef): string =>
  fileURLToPath(new URL(`../contract/access/modules/${module.name}.ts`, import.meta.url));
export const ACCESS_DOC = fileURLToPath(new URL('../docs/access.md', import.meta.url));
export const README = fileURLToPath(new URL('../README.md', import.meta.url));

/** A route's key, or (url '') a key some of its answer's fields need (`keyFields`: money figures). */
interface KeyRoute { url: string; key: string; module?: string; mark?: KeyMark; about?: string; fields?: readonly string[] }

/** Every keyed route of the registry, in registration order (the app is built, never started; nothing touches a database). */
export async function keyedRoutes(): Promise<KeyRoute[]> {
  const routes: KeyRoute[] = [];
  const collect = (r: RouteOptions) => {
    const key = r.config?.permission;
    if (!key || key === SIGNED_IN || !r.url.startsWith('/mdr/')) return;
    routes.push({ url: r.url, key, module: r.config?.keyModule, mark: r.config?.keyMark, about: r.config?.keyAbout });
    const shown = r.config?.keyFields;
    if (shown) routes.push({ url: '', key: shown.key, module: r.config?.keyModule, mark: 'money', fields: shown.fields });
  };
  const app = await buildApp({ config: loadConfig({}), db: {} as Kysely<DB>, logger: false, distDir: '/nonexistent', onRoute: collect });
  await app.close();
  return routes;
}

const resourceOf = (key: string) => key.slice(0, key.lastIndexOf('.'));

/** The routes grouped by key: module from the key's own routes or its resource's, mark from any route. */
export function keyList(routes: KeyRoute[]): ActionKeyInfo[] {
  const byKey = new Map<string, KeyRoute[]>();
  for (const r of routes) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  const moduleOfResource = new Map(routes.filter((r) => r.module).map((r) => [resourceOf(r.key), r.module!]));
  const list = [...byKey].map(([key, rs]): ActionKeyInfo => {
    const resource = resourceOf(key);
    const spec = rs.find((r) => r.module)?.module ?? moduleOfResource.get(resource);
    if (!spec) throw new Error(`${rs[0].url}: key ${key} belongs to no module (config.keyModule)`);
    const [module, ...opens] = spec.split('&');
    if (!PERMISSION_KEYS.includes(module)) throw new Error(`${rs[0].url}: ${module} is no module's key (contract/access/modules/<name>.ts, listed in registry.ts)`);
    const actions = rs.filter((r) => r.url).map((r) => r.url.slice('/mdr/'.length)).map((p) => (p.startsWith(`${resource}/`) ? p.slice(resource.length + 1) : p));
    const mark = rs.find((r) => r.mark)?.mark;
    const about = rs.find((r) => r.about)?.about;
    const fields = rs.find((r) => r.fields)?.fields;
    return { key, module, ...(opens.length ? { opens } : {}), ...(about ? { about } : {}), resource, actions,
      ...(fields ? { fields } : {}), ...(mark ? { mark } : {}) };
  });
  const order = (k: ActionKeyInfo) => PERMISSION_KEYS.indexOf(k.module);
  return list.sort((a, b) => order(a) - order(b));
}

const quoted = (xs: readonly string[]) => `[${xs.map((x) => `'${x}'`).join(', ')}]`;

/** The keys a module declares: those grouped under its key or one of its routes' extra or alternative keys. */
export function keysOfModule(module: ModuleDef, keys: ActionKeyInfo[]): ActionKeyInfo[] {
  const own = new Set([module.key, ...module.children.flatMap((c) => [...(c.extraKeys ?? []), ...(c.altKeys ?? [])])]);
  return keys.filter((k) => own.has(k.module));
}

const KEYS_START = '// keys:start';
const KEYS_END = '// keys:end';

/** The `actionKeys` lines of a declaration, between its markers. */
export function renderModuleKeys(keys: ActionKeyInfo[]): string {
  const lines = keys.map((k) => `    { key: '${k.key}', module: '${k.module}', ${k.opens ? `opens: ${quoted(k.opens)}, ` : ''}`
    + `${k.about ? `about: '${k.about}', ` : ''}`
    + `resource: '${k.resource}',\n      actions: ${quoted(k.actions)}${k.fields ? `, fields: ${quoted(k.fields)}` : ''}`
    + `${k.mark ? `, mark: '${k.mark}'` : ''} },`);
  const list = keys.length ? ['  actionKeys: [', ...lines, '  ],'] : ['  actionKeys: [],'];
  return [`  ${KEYS_START} (npm run keys:generate, from the API's routes: never by hand)`, ...list, `  ${KEYS_END}`].join('\n');
}

/** A declaration's text with its keys replaced (the lines from `// keys:start` to `// keys:end`; the rest is kept). */
export function renderDeclaration(module: ModuleDef, keys: ActionKeyInfo[], text = readFileSync(declarationFile(module), 'utf8')): string {
  const start = text.indexOf(KEYS_START);
  const end = text.indexOf(KEYS_END, start);
  if (start < 0 || end < 0) {
    throw new Error(`${declarationFile(module)} lacks the lines \`${KEYS_START}\` and \`${KEYS_END}\` around its actionKeys`);
  }
  const lineEnd = text.indexOf('\n', end);
  return text.slice(0, text.lastIndexOf('\n', start) + 1) + renderModuleKeys(keysOfModule(module, keys))
    + (lineEnd < 0 ? '\n' : text.slice(lineEnd));
}

const START = '<!-- keys:start (npm run keys:generate) -->';
const END = '<!-- keys:end -->';
const ROLES_START = '<!-- roles:start (npm run keys:generate) -->';
const ROLES_END = '<!-- roles:end -->';

/** The key table of docs/access.md, grouped by module key. */
export function renderKeysTable(keys: ActionKeyInfo[]): string {
  const rows = keys.map((k) => `| ${k.module}${k.opens ? ` (+ ${k.opens.join(', ')})` : ''} | \`${k.key}\` | ${k.mark ?? ''} | `
    + `${[...k.actions, ...(k.fields ? [`shows ${k.fields.join(', ')}`] : [])].join(', ')}${k.about ? ` (figures of ${k.about})` : ''} |`);
  return [START, `${keys.length} keys.`, '', '| module | key | mark | actions |', '|---|---|---|---|', ...rows, END].join('\n');
}

/** The seeded roles of docs/access.md, with their key counts and keys. */
export function renderRolesTable(roles: readonly SeededRole[]): string {
  const rows = roles.map((r) => `| ${r.nameZh} ${r.nameEn} | ${r.keys.length} | ${r.descriptionEn} | ${r.keys.map((k) => `\`${k}\``).join(', ')} |`);
  return [ROLES_START, '| role | key count | what it holds | keys |', '|---|---|---|---|', ...rows, ROLES_END].join('\n');
}

const ACCOUNTS_START = '<!-- accounts:start (npm run keys:generate) -->';
const ACCOUNTS_END = '<!-- accounts:end -->';

/** A demo account's keys in words: role *, or its roles and extra keys with their counts (as the panel counts them). */
function grantOf(s: DemoStaff): string {
  if (s.role === '*') return 'role `*` (every key)';
  const roles = s.roles.map((r) => `${r.nameZh} ${r.nameEn} (${r.keys.length} keys)`);
  return [...roles, ...(s.modules.length ? [`${s.modules.length} extra keys`] : [])].join(' + ') || 'no key';
}

/** The README's demo accounts, their keys counted from the same declarations as docs/access.md's roles. */
export function renderAccountsTable(staff: readonly DemoStaff[]): string {
  const rows = staff.map((s) => `| \`${s.username}\` / \`${s.password}\`${s.disabled ? ' (disabled: cannot sign in)' : ''} | ${grantOf(s)} | `
    + `${s.about ?? s.roles.map((r) => r.descriptionEn).join(' ')} |`);
  return [ACCOUNTS_START, '| username / password | role (keys) | what they can do |', '|---|---|---|', ...rows, ACCOUNTS_END].join('\n');
}

function replaceBetween(doc: string, start: string, end: string, text: string): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the document lacks the markers ${start} … ${end}`);
  return doc.slice(0, from) + text + doc.slice(to + end.length);
}

/** docs/access.md with its generated parts replaced (the prose around them is kept). */
export function renderAccessDoc(keys: ActionKeyInfo[], doc = readFileSync(ACCESS_DOC, 'utf8')): string {
  return replaceBetween(replaceBetween(doc, START, END, renderKeysTable(keys)), ROLES_START, ROLES_END, renderRolesTable(SEEDED_ROLES));
}

/** The README with its demo accounts' table replaced. */
export const renderReadme = (doc = readFileSync(README, 'utf8')): string =>
  replaceBetween(doc, ACCOUNTS_START, ACCOUNTS_END, renderAccountsTable(DEMO_STAFF));

/** Every file `npm run keys:generate` writes, with the text it should hold: each module's declaration, docs/access.md, the README. */
export function generatedFiles(keys: ActionKeyInfo[]): [file: string, text: string][] {
  return [...MODULES.map((m): [string, string] => [declarationFile(m), renderDeclaration(m, keys)]), [ACCESS_DOC, renderAccessDoc(keys)],
    [README, renderReadme()]];
}
