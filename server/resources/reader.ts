// Fields of an answer that depend on its reader (a resource's `reader`,
// types.ts): filled once the records leave the service, on what the route
// answers and what the export writes, never on what the audit log keeps.
import type { Kysely } from 'kysely';
import type { RequestContext } from '../core/context';
import type { DB } from '../db/schema';
import type { AnyResource } from './types';

type Rec = Record<string, unknown>;

/** Fills the reader's fields on records made for this answer alone (list items, export rows): in place. */
export async function fillForReader(def: AnyResource, records: unknown[], ctx: RequestContext, db: Kysely<DB>): Promise<void> {
  if (def.reader && records.length) await def.reader.fill(records as Rec[], ctx, db);
}

/** The same on an answer holding records: `{ list }` in place, one record copied (it may be in an audit row or a hook). */
export async function forReader(def: AnyResource, answer: unknown, ctx: RequestContext, db: Kysely<DB>): Promise<unknown> {
  if (!def.reader || !answer || typeof answer !== 'object') return answer;
  const a = answer as Rec;
  if (Array.isArray(a.list)) {
    await fillForReader(def, a.list, ctx, db);
    return a;
  }
  const one = { ...a };
  await fillForReader(def, [one], ctx, db);
  return one;
}
