// To-dos complete themselves: a to-do that names a record and the state it
// asks about (notify's `subject`: article 12, "pending") is marked done and
// read, for every recipient, once that record leaves the state — whoever moved
// it, from the panel or a bulk action — or is deleted (nothing is left to do). It listens to the resource mechanism's
// state changes (server/resources/events.ts), inside the change's transaction,
// so a rolled-back change leaves the to-dos open. Like reading, completing is
// inbox state, not audited.
import { onStateChange, type StateChange } from '../../resources/events';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import * as repo from './repository';

export async function completeTodos(trx: Transaction<DB>, change: StateChange): Promise<void> {
  await repo.completeTodosAbout(trx, { resource: change.resource, id: change.id, state: change.to });
}

onStateChange(completeTodos);
