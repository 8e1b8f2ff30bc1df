// Starting a bulk job: the ids are taken now, with the list's own filters bound
// to the reader's access (search.ts: a sensitive field is matched only whole
// and only by a reader who may reveal it, and such a search is audited as the
// list's is), and of those only the records in a state the command starts
// from. The job then acts on exactly these, whatever changes meanwhile.
import { sql, type Kysely } from 'kysely';
import { JOB_MAX_ITEMS } from '../../contract/records/bulk_jobs';
import { hasKey } from '../../contract/access/modules';
import type { RequestContext } from '../core/context';
import { forbidden, invalidField } from '../core/errors';
import type { DB } from '../db/schema';
import type { AnyCommand } from '../resources/commands';
import { actionKey } from '../resources/keys';
import { hiddenMoney, refuseHiddenOrder } from '../resources/money';
import { applyFilters, idColumn } from '../resources/query';
import { auditSearch, filterAccess, withAccess } from '../resources/search';
import type { AnyResource } from '../resources/types';
import { insertJob } from './store';

export interface StartBody { filter?: Record<string, unknown>; [param: string]: unknown }

/** The state column as the list's query names it (its joins may have a `status` too). */
const stateRef = (def: AnyResource) => (def.stateColumn!.includes('.') ? def.stateColumn! : `${def.table}.${def.stateColumn}`);

/** The ids the filter matches for this reader, in a state `cmd` starts from, in id order; -1 past JOB_MAX_ITEMS. */
async function matchingIds(db: Kysely<DB>, def: AnyResource, cmd: AnyCommand, filter: Record<string, unknown>, ctx: RequestContext) {
  const access = filterAccess(def, ctx);
  const bound = withAccess(def, access);
  const id = sql.ref(idColumn(def));
  let q = applyFilters(bound, def.query(db, 'list'), filter).clearSelect().select(id.as('id'));
  if (cmd.from && def.stateColumn) q = q.where(sql.ref(stateRef(def)), 'in', cmd.from);
  const rows = await q.orderBy(id).limit(JOB_MAX_ITEMS + 1).execute();
  if (rows.length > JOB_MAX_ITEMS) throw invalidField('filter', 'jobs.error.too_many', { max: JOB_MAX_ITEMS.toLocaleString('en-US') });
  await auditSearch(db, ctx, bound, access);
  return rows.map((r) => Number(r.id));
}

/**
 * Checks the reader may do this by filter — the command's key (the route's),
 * and reading the list the filter is of — then keeps the job and its ids.
 */
export async function startJob(db: Kysely<DB>, def: AnyResource, name: string, cmd: AnyCommand, ctx: RequestContext, body: StartBody): Promise<number> {
  if (!hasKey(ctx.actor, actionKey(def.name, 'list'))) throw forbidden();
  const { filter = {}, ...params } = body;
  refuseHiddenOrder({ filter }, hiddenMoney(def, ctx.actor));
  const ids = await matchingIds(db, def, cmd, filter, ctx);
  return db.transaction().execute((trx) => insertJob(trx, {
    resource: def.name, command: name, actionKey: actionKey(def.name, name), params, filter, ctx, ids,
  }));
}
