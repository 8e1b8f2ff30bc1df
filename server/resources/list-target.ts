// What a saved list view (server/modules/views) may hold for one list: its
// filters and their value schemas, its sort fields, and the money figures a
// reader without `<name>.read_money` may neither filter nor sort by. The app
// derives one from every resource with a `list` (app.ts `listTargets`); a list
// that is no resource (a queue) hands in its own.
import type { TSchema } from 'typebox';
import type { AnyResource } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** every list a saved view may be of, by API resource name */
    listTargets: ReadonlyMap<string, ListTarget>;
  }
}

export interface ListTarget {
  /** the API resource: /mdr/<name>/list */
  name: string;
  /** the key reading the list (`<name>.read`) */
  readKey: string;
  /** filter key → the schema of its value */
  filters: Readonly<Record<string, TSchema>>;
  sorts: readonly string[];
  /** fields answered only with `<name>.read_money` (server/resources/money.ts) */
  moneyFields: readonly string[];
}

/** A resource's list as a view target; null when it has no `list`. */
export function listTargetOf(def: AnyResource): ListTarget | null {
  if (def.actions && !def.actions.includes('list')) return null;
  return {
    name: def.name,
    readKey: `${def.name}.read`,
    filters: Object.fromEntries(Object.entries(def.filters).map(([key, f]) => [key, f.schema])),
    sorts: Object.keys(def.sorts),
    moneyFields: def.moneyFields ?? [],
  };
}

/** The targets of these resources, by name. */
export const listTargets = (defs: readonly AnyResource[], extra: readonly ListTarget[] = []): ReadonlyMap<string, ListTarget> =>
  new Map([...defs.map(listTargetOf), ...extra].flatMap((t) => (t ? [[t.name, t] as const] : [])));
