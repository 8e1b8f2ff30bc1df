// roles (docs/access.md): named sets of action keys staff accounts carry
// (admins.roles). Creating or changing one asks for a fresh second factor and
// writes one audit row with the keys before and after; a role someone holds is
// not deleted; nobody edits a role they hold themselves; nobody creates,
// changes or deletes a role holding a key they lack (./bounds.ts); and a
// role's change never leaves nobody active holding admins.update (./guard.ts).
import { sql, type Kysely } from 'kysely';
import { ACTION_KEYS } from '../../../contract/access/actionKeys';
import { ROLES, type RoleRecord } from '../../../contract/roles';
import { RoleSchema, RoleWriteSchema } from '../../../contract/records/roles';
import { conflict, invalidField } from '../../core/errors';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { trimmed } from '../../resources/mapping';
import { StringEnum } from '../../resources/schemas';
import { defineResource, filterOf, type Shape, type WriteTarget } from '../../resources/types';
import { checkWithinCaller, markRolesBeyond, perReader } from './bounds';
import { KEEPER_KEY, otherKeepers } from './guard';
import './messages';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('roles')
  .select(declaredColumns(ROLES, 'roles', shape) as 'roles.id'[])
  .select((eb) => eb.selectFrom('admins').select(eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`roles.id = ANY(admins.role_ids)`).where('admins.disabled', '=', false).as('holders'));

async function checkNames(data: Record<string, unknown>, { id, db }: WriteTarget<RoleRecord>): Promise<void> {
  for (const [field, column] of [['nameZh', 'name_zh'], ['nameEn', 'name_en']] as const) {
    const name = trimmed(data[field]);
    if (name === undefined) continue;
    if (!name) throw invalidField(`data.${field}`, 'error.blank');
    const taken = await db.selectFrom('roles').select('id').where(column, '=', name).where('id', '!=', id ?? -1).executeTakeFirst();
    if (taken) throw invalidField(`data.${field}`, 'roles.name_taken');
  }
}

/**
 * Nobody edits the keys of a role they hold (-1); nobody creates a role with,
 * or changes a role holding or getting, a key they lack (-2, audited); and the
 * role keeps admins.update while it is its last active holders' only source.
 */
async function checkKeys(data: Record<string, unknown>, { id, current, db, ctx }: WriteTarget<RoleRecord>): Promise<void> {
  const keys = data.keys as string[] | undefined;
  if (id === null) {
    await checkWithinCaller(db, ctx, { resource: 'roles', action: 'create', recordId: null, name: trimmed(data.nameEn) }, { grant: { keys: keys ?? [] } });
    return;
  }
  if (!current) return;
  const changed = !!keys && (keys.length !== current.keys.length || keys.some((k) => !current.keys.includes(k)));
  const actor = await db.selectFrom('admins').select('role_ids').where('id', '=', ctx.actor.id).executeTakeFirst();
  if (changed && actor?.role_ids.includes(id)) throw invalidField('data.keys', 'roles.self_role');
  await checkWithinCaller(db, ctx, { resource: 'roles', action: 'update', recordId: id }, { target: current, grant: { keys: keys ?? current.keys } });
  if (!keys || !current.keys.includes(KEEPER_KEY) || keys.includes(KEEPER_KEY)) return;
  if ((await otherKeepers(db, -1, { id, keeps: false })) === 0) throw invalidField('data.keys', 'admins.last_keeper');
}

export default defineResource({
  contract: ROLES,
  description: 'Named sets of action keys (docs/access.md) staff accounts carry in `roles`. keys are validated against '
    + 'the generated list; holders counts the enabled accounts holding the role. create and update ask for a fresh second '
    + 'factor; update is refused (-1 data.keys) on a role the caller holds, and when it would leave nobody active holding '
    + 'admins.update; delete is -5 while any account (enabled or not) holds the role. create, update and delete are -2 '
    + '(data.lacking: the keys) when the role holds, or would hold, a key the caller lacks, and leave a `denied` audit row; '
    + 'beyondReader says so per reader.',
  table: 'roles',
  permission: 'menu.use.user',
  actions: ['list', 'get', 'get_many', 'create', 'update', 'delete', 'export'],
  stepUp: ['create', 'update'],
  schemas: { record: RoleSchema, create: RoleWriteSchema },
  filters: {
    key: filterOf(StringEnum(ACTION_KEYS.map((k) => k.key)), (q, v) => q.where(sql<boolean>`${v}::text = ANY(roles.keys)`)),
  },
  defaultSort: { field: 'id', order: 'ASC' },
  query,
  columns: { beyondReader: perReader },
  rules: {
    async validate(data, target) {
      await checkKeys(data, target);
      await checkNames(data, target);
    },
    async beforeDelete(current, { db, ctx }) {
      await checkWithinCaller(db, ctx, { resource: 'roles', action: 'delete', recordId: current.id }, { target: current });
      const holder = await db.selectFrom('admins').select('id').where(sql<boolean>`${current.id}::int = ANY(role_ids)`).executeTakeFirst();
      if (holder) throw conflict('roles.in_use');
    },
  },
  deleteBlocked: (r: RoleRecord) => (r.holders > 0 ? 'roles.in_use' : null),
  reader: { fields: ['beyondReader'], fill: markRolesBeyond },
});
