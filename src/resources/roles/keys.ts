// The role editor's view of the generated key list (contract/access/actionKeys.ts):
// keys grouped by the spec's module keys in menu order, then by resource; the
// reads of a module; and what a save changes ("+ orders.refund, − users.ban").
// Pure, so the editor's rules are tested without rendering.
import { keyInfo, type KeyMark } from '../../../contract/access/actionKeys';
import { ACTION_KEYS } from '../../../contract/access/actionKeys';
import { MODULES } from '../../../contract/access/modules';

export type { KeyMark } from '../../../contract/access/actionKeys';

export interface KeyCell {
  key: string;
  /** the part after the resource: 'approve' of 'articles.approve' */
  action: string;
  mark?: KeyMark;
}

export interface ResourceRow {
  /** API resource (or feature, 'dashboard') */
  resource: string;
  keys: KeyCell[];
}

export interface ModuleGroup {
  /** the spec's module key ('mdr.wow.guide') */
  module: string;
  /** the i18n key of its menu label */
  label: string;
  rows: ResourceRow[];
}


/** A module key's menu label: the module's, or the route an alternative key opens on its own (mdr.user.bot). */
function labelOf(moduleKey: string): string {
  const own = MODULES.find((m) => m.key === moduleKey);
  if (own) return `menu.${own.name}`;
  for (const m of MODULES) {
    const route = m.children.find((c) => c.altKeys?.includes(moduleKey) || c.extraKeys?.includes(moduleKey));
    if (route) return `menu.${route.name}`;
  }
  return moduleKey;
}

/** Menu order: a module key's place in MODULES (an alternative key sits with its route's module). */
function orderOf(moduleKey: string): number {
  const i = MODULES.findIndex((m) => m.key === moduleKey
    || m.children.some((c) => c.altKeys?.includes(moduleKey) || c.extraKeys?.includes(moduleKey)));
  return i < 0 ? MODULES.length : i;
}

/** Every key, grouped by module (menu order) and resource (list order). */
export function keyGroups(): ModuleGroup[] {
  const groups = new Map<string, ModuleGroup>();
  for (const k of ACTION_KEYS) {
    const group = groups.get(k.module) ?? { module: k.module, label: labelOf(k.module), rows: [] };
    groups.set(k.module, group);
    let row = group.rows.find((r) => r.resource === k.resource);
    if (!row) group.rows.push(row = { resource: k.resource, keys: [] });
    row.keys.push({ key: k.key, action: k.key.slice(k.resource.length + 1), mark: markOfKey(k.key) });
  }
  return [...groups.values()].sort((a, b) => orderOf(a.module) - orderOf(b.module));
}

/** Keys that only read: `<resource>.read` and the workplace cards. */
export const isReadKey = (key: string): boolean => key.endsWith('.read') || key.startsWith('dashboard.');

/** A module's read keys. */
export const readsOf = (group: ModuleGroup): string[] =>
  group.rows.flatMap((r) => r.keys.map((c) => c.key)).filter(isReadKey);

/** The key's mark (money, sensitive), if any. */
export const markOfKey = (key: string): KeyMark | undefined => keyInfo(key)?.mark;

const ORDER = new Map<string, number>(ACTION_KEYS.map((k, i) => [k.key, i]));
const byListOrder = (a: string, b: string) => (ORDER.get(a) ?? Infinity) - (ORDER.get(b) ?? Infinity) || a.localeCompare(b);

export interface KeyDiff {
  added: string[];
  removed: string[];
}

/** What a save changes, each side in list order. */
export function keyDiff(before: readonly string[], after: readonly string[]): KeyDiff {
  const was = new Set(before);
  const now = new Set(after);
  return {
    added: [...now].filter((k) => !was.has(k)).sort(byListOrder),
    removed: [...was].filter((k) => !now.has(k)).sort(byListOrder),
  };
}

/** "+ orders.refund, − users.ban"; empty when nothing changes. */
export const diffSummary = ({ added, removed }: KeyDiff): string =>
  [...added.map((k) => `+ ${k}`), ...removed.map((k) => `− ${k}`)].join(', ');

/** Toggles `keys` as one: all on when any is off, else all off. */
export function toggleAll(value: readonly string[], keys: readonly string[]): string[] {
  const held = new Set(value);
  if (keys.every((k) => held.has(k))) return value.filter((k) => !keys.includes(k));
  return [...value, ...keys.filter((k) => !held.has(k))];
}
