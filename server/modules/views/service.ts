// The saved list views: each staff member's own, plus those shared with a role
// they hold. Every write runs in one transaction with its audit row, under a
// per-owner advisory lock, so the per-person limit and the unique names hold
// when one person saves from two tabs at once.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ListView, ShareRole, ViewColumns } from '../../../contract/records/list_views';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { hasKey } from '../../../contract/access/modules';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { conflict, forbidden, invalidField, notFound } from '../../core/errors';
import type { DB } from '../../db/schema';
import type { ListTarget } from '../../resources/list-target';
import type { RowOf } from '../../resources/mapping';
import { checkContent, MAX_VIEWS_PER_OWNER, targetFor, usableBy, type ViewContent } from './rules';

export const SHARE_KEY: ActionKey = 'list_views.share';
// Arbitrary constant: the first half of the per-owner advisory lock.
const VIEWS_LOCK = 7_246_023;

type Targets = ReadonlyMap<string, ListTarget>;

export interface ViewInput extends ViewContent {
  name?: string;
  columns?: ViewColumns;
}

function baseQuery(db: Kysely<DB>, ctx: RequestContext) {
  const roleName = ctx.lang === 'en-US' ? 'roles.name_en' : 'roles.name_zh';
  return db.selectFrom('list_views')
    .innerJoin('admins', 'admins.id', 'list_views.owner_id')
    .leftJoin('roles', 'roles.id', 'list_views.shared_role_id')
    .select(['list_views.id', 'list_views.resource', 'list_views.name', 'list_views.filters', 'list_views.sort',
      'list_views.sort_order', 'list_views.columns', 'list_views.shared_role_id', 'list_views.owner_id',
      'list_views.version', 'list_views.updated_at', 'admins.name as owner_name', sql<string | null>`${sql.ref(roleName)}`.as('role_name')]);
}
type Row = RowOf<typeof baseQuery>;

const toView = (row: Row, ctx: RequestContext): ListView => ({
  id: row.id, resource: row.resource, name: row.name, filters: row.filters, sort: row.sort, order: row.sort_order,
  columns: row.columns, sharedWithRole: row.shared_role_id, sharedWithRoleName: row.role_name,
  ownerId: row.owner_id, ownerName: row.owner_name, mine: row.owner_id === ctx.actor.id,
  version: row.version, updatedAt: new Date(row.updated_at).toISOString(),
});

/** What the audit row keeps of a view. */
const audited = (v: ListView) => ({
  resource: v.resource, name: v.name, filters: v.filters, sort: v.sort, order: v.order, columns: v.columns, sharedWithRole: v.sharedWithRole,
});

async function roleIdsOf(db: Kysely<DB>, adminId: number): Promise<number[]> {
  const row = await db.selectFrom('admins').select('role_ids').where('id', '=', adminId).executeTakeFirst();
  return row?.role_ids ?? [];
}

/** The views of one list the caller may apply: their own, then those shared with a role they hold, by name. */
export async function listViews(db: Kysely<DB>, targets: Targets, ctx: RequestContext, resource: string): Promise<ListView[]> {
  const target = targetFor(targets, resource, ctx.actor);
  const roles = await roleIdsOf(db, ctx.actor.id);
  const rows = await baseQuery(db, ctx).where('list_views.resource', '=', resource)
    .where((eb) => eb.or([
      eb('list_views.owner_id', '=', ctx.actor.id),
      ...(roles.length ? [eb('list_views.shared_role_id', 'in', roles)] : []),
    ]))
    .orderBy(sql`list_views.owner_id = ${ctx.actor.id}`, 'desc').orderBy('list_views.name').orderBy('list_views.id')
    .execute();
  // a view shared by someone who sees money figures is left out for a reader who does not
  return rows.map((r) => toView(r, ctx)).filter((v) => v.mine || usableBy(target, v, ctx.actor));
}

async function lockOwner(trx: Transaction<DB>, ownerId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${VIEWS_LOCK}, ${ownerId})`.execute(trx);
}

async function checkNameFree(trx: Transaction<DB>, ownerId: number, resource: string, name: string, except = 0): Promise<void> {
  const taken = await trx.selectFrom('list_views').select('id')
    .where('owner_id', '=', ownerId).where('resource', '=', resource).where('name', '=', name).where('id', '!=', except)
    .executeTakeFirst();
  if (taken) throw invalidField('name', 'error.view_name_taken', { name });
}

async function checkRole(trx: Transaction<DB>, roleId: number | null | undefined, field: string): Promise<void> {
  if (roleId == null) return;
  const role = await trx.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst();
  if (!role) throw invalidField(field, 'error.view_role');
}

const readView = async (trx: Kysely<DB>, ctx: RequestContext, id: number) =>
  toView(await baseQuery(trx, ctx).where('list_views.id', '=', id).executeTakeFirstOrThrow(), ctx);

export interface CreateInput extends ViewInput {
  resource: string;
  name: string;
  sharedWithRole?: number | null;
}

export async function createView(db: Kysely<DB>, targets: Targets, ctx: RequestContext, input: CreateInput): Promise<ListView> {
  const target = targetFor(targets, input.resource, ctx.actor);
  if (input.sharedWithRole != null && !hasKey(ctx.actor, SHARE_KEY)) throw forbidden();
  checkContent(target, input, ctx.actor);
  const name = input.name.trim();
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, ctx.actor.id);
    const count = await trx.selectFrom('list_views').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', ctx.actor.id).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_VIEWS_PER_OWNER) throw conflict('error.views_limit', { limit: MAX_VIEWS_PER_OWNER });
    await checkNameFree(trx, ctx.actor.id, input.resource, name);
    await checkRole(trx, input.sharedWithRole, 'sharedWithRole');
    const { id } = await trx.insertInto('list_views').values({
      owner_id: ctx.actor.id, resource: input.resource, name, filters: JSON.stringify(input.filters ?? {}),
      sort: input.sort ?? null, sort_order: input.sort ? input.order ?? 'ASC' : null,
      columns: JSON.stringify(input.columns ?? {}), shared_role_id: input.sharedWithRole ?? null,
    }).returning('id').executeTakeFirstOrThrow();
    const view = await readView(trx, ctx, id);
    await writeAudit(trx, ctx, { action: 'create', resource: 'list_views', recordId: id, after: audited(view) });
    return view;
  });
}

/**
 * The caller's own view, locked: -4 when they have none of that id, whether
 * someone else has one or nobody (a -2 for another's would tell that it
 * exists); -5 on a stale version.
 */
async function ownView(trx: Transaction<DB>, ctx: RequestContext, id: number, version?: number): Promise<ListView> {
  const row = await trx.selectFrom('list_views').select('version')
    .where('id', '=', id).where('owner_id', '=', ctx.actor.id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  if (version !== undefined && version !== row.version) throw conflict();
  return readView(trx, ctx, id);
}

/** One change of the caller's own view, audited; `write` gives the columns to set. */
async function changeView(
  db: Kysely<DB>, ctx: RequestContext, action: string, id: number, version: number | undefined,
  write: (trx: Transaction<DB>, before: ListView) => Promise<Record<string, unknown>>,
): Promise<ListView> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, ctx.actor.id);
    const before = await ownView(trx, ctx, id, version);
    const values = await write(trx, before);
    await trx.updateTable('list_views').set({ ...values, version: sql`version + 1`, updated_at: sql`now()` }).where('id', '=', id).execute();
    const after = await readView(trx, ctx, id);
    await writeAudit(trx, ctx, { action, resource: 'list_views', recordId: id, before: audited(before), after: audited(after) });
    return after;
  });
}

export interface UpdateInput extends ViewInput { id: number; version?: number }

/** Renames or changes the caller's own view (its content checked as on create). */
export async function updateView(db: Kysely<DB>, targets: Targets, ctx: RequestContext, input: UpdateInput): Promise<ListView> {
  return changeView(db, ctx, 'update', input.id, input.version, async (trx, before) => {
    const target = targetFor(targets, before.resource, ctx.actor);
    const content = { filters: input.filters ?? before.filters, sort: input.sort === undefined ? before.sort : input.sort };
    checkContent(target, content, ctx.actor);
    const values: Record<string, unknown> = {};
    if (input.name !== undefined) {
      values.name = input.name.trim();
      await checkNameFree(trx, ctx.actor.id, before.resource, values.name as string, input.id);
    }
    if (input.filters !== undefined) values.filters = JSON.stringify(input.filters);
    if (input.sort !== undefined) {
      values.sort = input.sort;
      values.sort_order = input.sort ? input.order ?? 'ASC' : null;
    } else if (input.order && before.sort) values.sort_order = input.order;
    if (input.columns !== undefined) values.columns = JSON.stringify(input.columns);
    return values;
  });
}

/** Shares the caller's own view with a role, or (null) makes it private again. */
export async function shareView(db: Kysely<DB>, ctx: RequestContext, input: { id: number; sharedWithRole: number | null; version?: number }) {
  return changeView(db, ctx, 'share', input.id, input.version, async (trx) => {
    await checkRole(trx, input.sharedWithRole, 'sharedWithRole');
    return { shared_role_id: input.sharedWithRole };
  });
}

export async function deleteView(db: Kysely<DB>, ctx: RequestContext, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await ownView(trx, ctx, id);
    await trx.deleteFrom('list_views').where('id', '=', id).execute();
    await writeAudit(trx, ctx, { action: 'delete', resource: 'list_views', recordId: id, before: audited(before) });
    return { id };
  });
}

/** The roles a view may be shared with, by name in the caller's language. */
export async function shareRoles(db: Kysely<DB>, ctx: RequestContext): Promise<ShareRole[]> {
  const rows = await db.selectFrom('roles').select(['id', 'name_zh', 'name_en']).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: ctx.lang === 'en-US' ? r.name_en : r.name_zh }));
}
