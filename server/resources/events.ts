// Who hears about a record's state change, in the change's own transaction.
// The mechanism calls emitStateChange from its transition path and when it
// deletes a record (`to: null`: the record has no state any more); modules
// subscribe with onStateChange when they load (the message centre completes
// the to-dos that asked about the record's old state). server/resources never
// imports a module: the module registers itself, so the mechanism stays
// generic and a new listener needs no change here.
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

/** Runs inside the change's transaction: a throw undoes the change with it. */
export type StateChangeListener = (trx: Transaction<DB>, change: StateChange) => Promise<void>;

const listeners = new Set<StateChangeListener>();

/** Subscribes (once per function, however often its module is imported); answers the unsubscribe. */
export function onStateChange(listener: StateChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener, in order of subscription, one after the other (one connection). */
export async function emitStateChange(trx: Transaction<DB>, change: StateChange): Promise<void> {
  for (const listener of listeners) await listener(trx, change);
}

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

const commandListeners = new Set<CommandListener>();

/** Subscribes to every command's start; answers the unsubscribe. */
export function onCommand(listener: CommandListener): () => void {
  commandListeners.add(listener);
  return () => commandListeners.delete(listener);
}

export async function emitCommand(trx: Transaction<DB>, start: CommandStart): Promise<void> {
  for (const listener of commandListeners) await listener(trx, start);
}
