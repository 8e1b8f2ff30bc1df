// Rules and transactions of every resource: each mutation runs in one
// transaction that locks the record, checks version/state/rules, writes, and
// writes exactly one audit row per record, so a failed write leaves no trace.
import type { Kysely, Transaction } from 'kysely';
import { hasKey } from '../../contract/access/modules';
import type { DB } from '../db/schema';
import type { RequestContext } from '../core/context';
import { AppError, Code, conflict, notFound } from '../core/errors';
import { keepDenied, writeAudit } from '../core/audit';
import { breathe } from '../core/breathe';
import { t } from '../core/i18n';
import { emitCommand, emitCommandDone, emitStateChange } from './events';
import { forgetEstimates } from './estimate';
import { lastPage, listPage, type ListAnswer } from './listing';
import { totalsOf } from './totals';
import { auditSearch, filterAccess, withAccess } from './search';
import * as repo from './repository';
import { applyFilters, resolveSort, type Keyset, type SortSpec } from './query';
import { commandsOf, requireState, StateRefusal, type AnyCommand } from './commands';
import { actionKey } from './keys';
import { masked } from './sensitive';
import type { AnyResource, ListParams, ManyResult, Order, WriteTarget } from './types';
import './messages';

type Record_ = Record<string, unknown>;
type Change = (current: Record_, locked: repo.Locked, target: WriteTarget<Record_>) => Promise<'kept' | 'deleted' | 'unchanged'>;

export const EXPORT_BATCH = 500;
export { listTotals } from './listing';
/**
 * SQLSTATE deadlock_detected, serialization_failure, and foreign_key_violation /
 * unique_violation: the rules checked the referenced rows inside the
 * transaction, so these mean another staff member changed them meanwhile.
 */
const CONCURRENCY_FAILURES = new Set(['40P01', '40001', '23503', '23505']);

/** Where a bulk transition reports a record's unexpected failure (the app's logger). */
export interface ErrorLog { error(obj: object, msg: string): void }

export class ResourceService {
  constructor(private readonly db: Kysely<DB>, readonly def: AnyResource, private readonly log?: ErrorLog) {}

  /** A list item or CSV row, sensitive fields masked. */
  private item = (row: Record_) => masked(this.def, (this.def.toListItem ?? this.def.toResponse)(row));

  /**
   * A page and its total (listing.ts), or the real last page, with the
   * totals over the whole filter where the resource sums (totals.ts). A filter
   * searching sensitive fields whole, as the reader may (search.ts), leaves
   * an audit row.
   */
  async list(p: ListParams, ctx?: RequestContext): Promise<ListAnswer> {
    const access = filterAccess(this.def, ctx);
    const def = withAccess(this.def, access);
    const sort = await repo.withNullability(this.db, resolveSort(def, p.sort, p.order));
    const [answer, totals] = await Promise.all([
      (p.last ? lastPage : listPage)(this.db, def, p, sort, this.item),
      def.totals ? totalsOf(this.db, def, p.filter) : undefined,
    ]);
    await auditSearch(this.db, ctx, def, access);
    return totals ? { ...answer, totals } : answer;
  }

  async get(id: number): Promise<Record_> {
    return this.load(this.db, id);
  }

  async getMany(ids: number[]): Promise<{ list: unknown[] }> {
    const rows = await repo.findByIds(this.db, this.def, [...new Set(ids)], 'record');
    return { list: rows.map((r) => masked(this.def, this.def.toResponse(r))) };
  }

  async create(ctx: RequestContext, data: Record_): Promise<Record_> {
    return this.tx(async (trx) => {
      await this.def.rules?.validate?.(data, { id: null, current: null, db: trx, ctx });
      const id = await repo.insert(trx, this.def, await this.def.toInsert!(data, ctx));
      const after = await this.load(trx, id);
      await writeAudit(trx, ctx, { action: 'create', resource: this.def.name, recordId: id, after });
      return after;
    });
  }

  async update(ctx: RequestContext, id: number, data: Record_, version: number): Promise<Record_> {
    return this.tx((trx) => this.changeOne(trx, ctx, id, 'update', async (current, locked, target) => {
      if (locked.version !== version) throw conflict('error.stale_version', {}, { current });
      await this.writeData(trx, ctx, data, target, { version });
      return 'kept';
    }));
  }

  async remove(ctx: RequestContext, id: number): Promise<Record_> {
    return this.tx((trx) => this.changeOne(trx, ctx, id, 'delete', this.deleteChange(trx)));
  }

  /** All or nothing, one audit row per record; ids that do not exist are left out of the answer. */
  async updateMany(ctx: RequestContext, ids: number[], data: Record_): Promise<{ ids: number[] }> {
    return this.eachInOneTransaction(ctx, ids, 'update', (trx) => async (_current, locked, target) => {
      await this.writeData(trx, ctx, data, target, { version: locked.version });
      return 'kept';
    });
  }

  async removeMany(ctx: RequestContext, ids: number[]): Promise<{ ids: number[] }> {
    return this.eachInOneTransaction(ctx, ids, 'delete', (trx) => this.deleteChange(trx));
  }

  /**
   * A command (a transition is one): lock → check `from` → run → one audit row
   * → `after`, in one transaction. Answers the record, or what `run` returned
   * when the command declares its own answer. `alsoInTx` runs last in the same
   * transaction (a bulk job marks its item done there, server/jobs/runner.ts):
   * its throw undoes the command too.
   */
  async command(ctx: RequestContext, name: string, id: number, body: Record_, alsoInTx?: (trx: Transaction<DB>) => Promise<void>): Promise<unknown> {
    return this.tx(async (trx) => {
      const answer = await this.commandIn(trx, ctx, name, id, body);
      await alsoInTx?.(trx);
      return answer;
    }).catch((err: unknown) => { throw this.refusalFor(ctx, id, err); });
  }

  /**
   * The command inside a transaction the caller holds: another resource's
   * decision acting on this one (a report case upheld hides its article,
   * server/modules/reports/uphold.ts) runs the same checks, lock, audit row
   * and `after`, and commits or rolls back with the caller. The caller checks the key.
   */
  async commandIn(trx: Transaction<DB>, ctx: RequestContext, name: string, id: number, body: Record_): Promise<unknown> {
    const cmd = commandsOf(this.def)[name];
    let before: Record_ = {};
    let result: unknown;
    let changed = true;
    const after = await this.changeOne(trx, ctx, id, name, async (current, locked) => {
      if (cmd.from) requireState(ctx.lang, this.def.name, cmd.from, locked.state);
      await emitCommand(trx, { resource: this.def.name, id, command: name, ctx });
      const update = this.guardedUpdate(trx, ctx, id, locked, cmd);
      result = await cmd.run(trx, { id, current, state: locked.state, body, ctx, update, unchanged: () => { changed = false; } });
      before = current;
      return changed ? 'kept' : 'unchanged';
    }).catch((err: unknown) => { throw this.refusalFor(ctx, id, err); });
    // run inside another resource's transaction, this one's tx() would not forget this table's lists
    forgetEstimates(this.db, this.def.table);
    if (changed) {
      await cmd.after?.(trx, { before, after, body, ctx, result });
      await emitCommandDone(trx, { resource: this.def.name, id, command: name, before, after: after as Record_, body, ctx });
    }
    return cmd.answer ? result : after;
  }

  /**
   * What a refusal tells a caller who may act on the resource but not read it
   * (`articles.approve` without `articles.read`): a record in a state the
   * command does not start from is answered as a missing one (-4, the same
   * message and data), so probing ids tells neither which records exist nor
   * their states. A reader gets the state's -5 as before.
   */
  private refusalFor(ctx: RequestContext, id: number, err: unknown): unknown {
    return err instanceof StateRefusal && !hasKey(ctx.actor, actionKey(this.def.name, 'read')) ? notFound({ id }) : err;
  }

  /** Each record in its own transaction: one in the wrong state fails alone. */
  async commandMany(ctx: RequestContext, name: string, ids: number[], body: Record_): Promise<ManyResult> {
    const result: ManyResult = { done: [], failed: [] };
    for (const id of new Set(ids)) {
      await breathe(); // up to 1,000 records: others are answered between two (core/breathe.ts)
      try {
        await this.command(ctx, name, id, body);
        result.done.push(id);
      } catch (err) {
        // the records before this one are committed, so the answer must still list them
        if (!(err instanceof AppError)) this.log?.error({ err, resource: this.def.name, id }, `${name}_many: unexpected error`);
        const e = err instanceof AppError ? err : new AppError(Code.FAIL, 'error.internal');
        result.failed.push({ id, code: e.code, message: t(ctx.lang, e.key, e.params) });
      }
    }
    return result;
  }

  /**
   * Checks filter and sort now (before any byte is sent), then yields the
   * matching list items batch by batch (a sensitive search audited first, as `list`).
   */
  exportBatches(p: { filter?: Record_; sort?: string; order?: Order }, ctx?: RequestContext): AsyncIterable<unknown[]> {
    const access = filterAccess(this.def, ctx);
    const def = withAccess(this.def, access);
    const sort = resolveSort(def, p.sort, p.order);
    applyFilters(def, def.query(this.db, 'list'), p.filter);
    return this.batches(def, p.filter, sort, () => auditSearch(this.db, ctx, def, access));
  }

  private async *batches(def: AnyResource, filter: Record_ | undefined, unknownNulls: SortSpec, before: () => Promise<void>): AsyncGenerator<unknown[]> {
    await before();
    const sort = await repo.withNullability(this.db, unknownNulls);
    let after: Keyset | null = null;
    for (;;) {
      const rows = await repo.findBatch(this.db, def, filter, sort, after, EXPORT_BATCH);
      if (rows.length) yield rows.map(this.item);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      after = { key: last.__sort_key, id: last.id as number };
    }
  }

  /**
   * One transaction. PostgreSQL may abort one of two transactions that wait on
   * each other (deadlock, serialization failure); nothing was written, so that
   * is answered as the conflict it is (-5, try again), not as a server fault.
   * A refusal an auditor must see leaves its `denied` row now that the
   * transaction rolled back (core/audit.ts DeniedError); were that row lost,
   * the refusal still stands.
   */
  private async tx<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (err) {
      await keepDenied(this.db, err).catch((e: unknown) => this.log?.error({ err: e, resource: this.def.name }, 'denied audit row not written'));
      if (CONCURRENCY_FAILURES.has((err as { code?: string })?.code ?? '')) throw conflict('error.conflict');
      throw err;
    } finally {
      forgetEstimates(this.db, this.def.table);
    }
  }

  /** The sensitive field whole, leaving a `view_sensitive` audit row naming it. */
  async reveal(ctx: RequestContext, id: number, field: string): Promise<{ field: string; value: unknown }> {
    return this.tx(async (trx) => {
      const row = await repo.findById(trx, this.def, id);
      if (!row) throw notFound({ id });
      await writeAudit(trx, ctx, { action: 'view_sensitive', resource: this.def.name, recordId: id, after: { field } });
      return { field, value: this.def.toResponse(row)[field] ?? null };
    });
  }

  /** The record as every answer and audit row shows it (sensitive fields masked). */
  private async load(db: Kysely<DB>, id: number): Promise<Record_> {
    const row = await repo.findById(db, this.def, id);
    if (!row) throw notFound({ id });
    return masked(this.def, this.def.toResponse(row));
  }

  /** A command's write, guarded by the locked version and states; a new state is told to the listeners (events.ts). */
  private guardedUpdate(trx: Transaction<DB>, ctx: RequestContext, id: number, locked: repo.Locked, cmd: AnyCommand) {
    return async (values: Record_) => {
      const done = await repo.updateById(trx, this.def, id, values, { version: locked.version, states: cmd.from });
      if (!done) throw conflict('error.stale_version');
      const to = this.def.stateColumn ? values[this.def.stateColumn] : undefined;
      if (typeof to === 'string' && to !== locked.state) {
        await emitStateChange(trx, { resource: this.def.name, id, from: locked.state, to, ctx });
      }
    };
  }

  private async writeData(trx: Kysely<DB>, ctx: RequestContext, data: Record_, target: WriteTarget<Record_>, guard: repo.UpdateGuard) {
    await this.def.rules?.validate?.(data, target);
    const done = await repo.updateById(trx, this.def, target.id!, await this.def.toUpdate!(data, ctx), guard);
    if (!done) throw conflict('error.stale_version');
  }

  /** Deletes the record; the listeners hear it left its state for none (events.ts). */
  private deleteChange(trx: Transaction<DB>): Change {
    return async (current, locked, target) => {
      const blocked = this.def.deleteBlocked?.(current);
      if (blocked) throw conflict(blocked);
      await this.def.rules?.beforeDelete?.(current, target);
      await repo.deleteById(trx, this.def, target.id!);
      await emitStateChange(trx, { resource: this.def.name, id: target.id!, from: locked.state, to: null, ctx: target.ctx });
      return 'deleted';
    };
  }

  /** Lock → read → change → read → one audit row, inside the caller's transaction. */
  private async changeOne(trx: Transaction<DB>, ctx: RequestContext, id: number, action: string, change: Change): Promise<Record_> {
    const locked = await repo.lockById(trx, this.def, id);
    if (!locked) throw notFound({ id });
    const before = await this.load(trx, id);
    const outcome = await change(before, locked, { id, current: before, db: trx, ctx });
    // an idempotent repeat changed nothing: the first call's audit row is the record of it
    if (outcome === 'unchanged') return before;
    const after = outcome === 'kept' ? await this.load(trx, id) : undefined;
    await writeAudit(trx, ctx, { action, resource: this.def.name, recordId: id, before, after });
    return after ?? before;
  }

  private async eachInOneTransaction(ctx: RequestContext, ids: number[], action: string, change: (trx: Transaction<DB>) => Change) {
    return this.tx(async (trx) => {
      const changed: number[] = [];
      for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
        try {
          await this.changeOne(trx, ctx, id, action, change(trx));
          changed.push(id);
        } catch (err) {
          if (!(err instanceof AppError && err.code === Code.NOT_FOUND)) throw err;
        }
      }
      return { ids: changed };
    });
  }
}
