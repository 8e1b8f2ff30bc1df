// Who hears about a record's state change, in the change's own transaction.
// The mechanism calls emitStateChange from its transition path and when it
// deletes a record (`to: null`: the record has no state any more); modules
// subscribe with onStateChange when they load (the message centre completes
// the to-dos that asked about the record's old state). server/resources never
// imports a module: the module registers itself, so the mechanism stays
// generic and a new listener needs no change here. Likewise every command
// tells onCommand listeners before it writes (the review queue refuses a
// decision on an item someone else has claimed, server/queue/claims.ts).
import type { Transaction } from 'kysely';
import type { RequestContext } from '../core/context';
import type { DB } from '../db/schema';

export interface StateChange {
  /** API resource (`articles`), as in audit_log.resource */
  resource: string;
  id: number;
  /** the state the record left (null if it had none) */
  from: string | null;
  /** the state it entered; null when the record was deleted */
  to: string | null;
  ctx: RequestContext;
}

/** Listeners of one kind of event, told one after the other in order of subscription (one connection). */
function listenerSet<E>() {
  const listeners = new Set<(trx: Transaction<DB>, event: E) => Promise<void>>();
  return {
    /** Subscribes (once per function, however often its module is imported); answers the unsubscribe. */
    on(listener: (trx: Transaction<DB>, event: E) => Promise<void>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emit(trx: Transaction<DB>, event: E): Promise<void> {
      for (const listener of listeners) await listener(trx, event);
    },
  };
}

/** Runs inside the change's transaction: a throw undoes the change with it. */
export type StateChangeListener = (trx: Transaction<DB>, change: StateChange) => Promise<void>;

const stateChanges = listenerSet<StateChange>();
export const onStateChange: (listener: StateChangeListener) => () => void = stateChanges.on;
export const emitStateChange = stateChanges.emit;

/** A command (a transition is one) about to run on a locked record. */
export interface CommandStart {
  resource: string;
  id: number;
  /** the command's name (`approve`) */
  command: string;
  ctx: RequestContext;
}

/** Runs in the command's transaction before it writes: a throw refuses it (the review queue's claims). */
export type CommandListener = (trx: Transaction<DB>, start: CommandStart) => Promise<void>;

const commandStarts = listenerSet<CommandStart>();
export const onCommand: (listener: CommandListener) => () => void = commandStarts.on;
export const emitCommand = commandStarts.emit;

/** A command (a transition is one) that changed its record, told after its audit row and its own `after`. */
export interface CommandDone {
  resource: string;
  id: number;
  command: string;
  /** the record before and after (sensitive fields masked) */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** the body besides id/ids (e.g. { reason }) */
  body: Record<string, unknown>;
  ctx: RequestContext;
}

/**
 * Runs in the command's transaction after it wrote: a throw undoes it. The decisions module
 * writes a decision, its notice and its strike for a command restricting a player (server/modules/decisions/).
 */
export type CommandDoneListener = (trx: Transaction<DB>, done: CommandDone) => Promise<void>;

const commandsDone = listenerSet<CommandDone>();
export const onCommandDone: (listener: CommandDoneListener) => () => void = commandsDone.on;
export const emitCommandDone = commandsDone.emit;
