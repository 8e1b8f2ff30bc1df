// Real records for the generated tests, found by convention: each module may
// have `tests/api/<module>/samples.ts` whose default export (a ModuleSamples)
// seeds what its records need and says how to make one. A new module adds its
// own file; nothing shared is edited.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

export interface ResourceSample {
  /** inserts a record (in `state` of the resource's stateColumn when given) and returns its id */
  insert(state?: string): Promise<number>;
  /** valid `data` for create, update and update_many (default: the schema's sample) */
  data?(): Record<string, unknown>;
  /** body fields per action, over the generated body (e.g. a refund's amount) */
  bodies?: Record<string, Record<string, unknown>>;
}

/** Seeds the module's prerequisites into `db`, then gives a sample per resource name. */
export type ModuleSamples = (db: Kysely<DB>) => Promise<Record<string, ResourceSample>>;

const found = import.meta.glob<{ default: ModuleSamples }>('../*/samples.ts', { eager: true });

/** Every module's samples, seeded into `db`. */
export async function loadSamples(db: Kysely<DB>): Promise<Record<string, ResourceSample>> {
  const all: Record<string, ResourceSample> = {};
  for (const [file, mod] of Object.entries(found).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, sample] of Object.entries(await mod.default(db))) {
      if (all[name]) throw new Error(`${file}: a sample for ${name} exists already`);
      all[name] = sample;
    }
  }
  return all;
}
