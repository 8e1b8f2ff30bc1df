// What a previewing session resolves to (docs/preview.md): the staff member's own
// identity (id, username, name: the audit log's actor, their 2FA and password state)
// with the grant of the role or member it previews, so the menu, every route's key
// check, the lists' filters and the masking of money and personal data follow that
// grant in the one place every request's grant comes from (core/hooks.ts). Writes
// are refused by core/preview.ts; starting and ending are the staff module's
// (server/modules/staff/preview.ts), which bounds what may be previewed.
import type { Kysely } from 'kysely';
import { effectiveModules } from '../../../contract/access/actionKeys';
import type { Grant } from '../../../contract/access/modules';
import type { Actor, Lang, Preview } from '../../core/context';
import type { DB } from '../../db/schema';
import { roleKeys } from './repository';

export type PreviewKind = Preview['kind'];

interface Previewed { role: string; keys: string[]; name: Record<Lang, string> }

/** The role's or member's grant and name as committed now; null when it is gone. */
async function previewed(db: Kysely<DB>, kind: PreviewKind, id: number): Promise<Previewed | null> {
  if (kind === 'role') {
    const r = await db.selectFrom('roles').select(['keys', 'name_zh', 'name_en']).where('id', '=', id).executeTakeFirst();
    return r ? { role: 'user', keys: r.keys, name: { 'zh-CN': r.name_zh, 'en-US': r.name_en } } : null;
  }
  const a = await db.selectFrom('admins as a').select(['a.role', 'a.modules', 'a.name', 'a.username'])
    .select(roleKeys('a').as('role_keys')).where('a.id', '=', id).executeTakeFirst();
  if (!a) return null;
  const name = `${a.name} (${a.username})`;
  return { role: a.role, keys: [...(a.role_keys ?? []), ...a.modules], name: { 'zh-CN': name, 'en-US': name } };
}

/**
 * Never more than the previewer holds: the bounds were checked when the preview
 * started (staff/preview.ts), and this keeps them if the role gained a key since.
 */
function within(own: Grant, wanted: Grant): Grant {
  if (own.role === '*') return wanted;
  const held = new Set(own.modules);
  return { role: 'user', modules: wanted.modules.filter((k) => held.has(k)) };
}

/** `own` with the previewed grant; a role or member deleted meanwhile previews no key at all. */
export async function previewActor(db: Kysely<DB>, own: Actor, kind: PreviewKind, id: number): Promise<Actor> {
  const found = await previewed(db, kind, id);
  const gone = { 'zh-CN': `#${id}`, 'en-US': `#${id}` };
  const grant: Grant = found ? { role: found.role, modules: effectiveModules(found.keys) } : { role: 'user', modules: [] };
  return { ...own, ...within(own, grant), preview: { kind, id, name: found?.name ?? gone } };
}
