// Recomputes every registered rollup from its raw tables (the modules declare
// them: ServerModule.rollups). Used by npm run rollups:check and the tests.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { modules } from '../modules';
import { stateRollup } from './states';

export interface RollupReport {
  name: string;
  rows: number;
  differences: Record<string, unknown>[];
}

export async function checkRollups(db: Kysely<DB>): Promise<RollupReport[]> {
  const out: RollupReport[] = [];
  for (const rollup of [stateRollup, ...modules.flatMap((m) => m.rollups ?? [])]) {
    out.push({ name: rollup.name, rows: await rollup.count(db), differences: await rollup.diff(db) });
  }
  return out;
}
