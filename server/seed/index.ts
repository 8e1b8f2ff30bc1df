// Demo data (docs/domain.md "Demo data"): realistic, deterministic content for an empty
// database. Content and counts are the same on every run; dates are offsets
// back from "now", so the months of activity always end today.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { modules } from '../modules';
import { authorsStep } from './authors';
import { Rng } from './rng';
import { staffStep } from './staff';
import type { SeedStep, SeedSummary } from './types';
import { usersStep } from './users';

export type { SeedStep, SeedSummary } from './types';
export { DEMO_STAFF } from './staff';

/** The core tables' steps: staff, platform users, authors (which modules' data refers to). */
export const CORE_STEPS: SeedStep[] = [staffStep, usersStep, authorsStep];

/**
 * In order: a step may read what the steps before it wrote. The core steps,
 * then each module's `seed` in registry order (server/modules/index.ts), those marked `last` at the end.
 */
const moduleSteps = modules.flatMap((m) => m.seed ?? []);
export const DEMO_STEPS: SeedStep[] = [...CORE_STEPS, ...moduleSteps.filter((s) => !s.last), ...moduleSteps.filter((s) => s.last)];

export interface SeedOptions {
  log?: (message: string) => void;
  /** the moment the data ends at (default: now) */
  now?: Date;
}

/** True when the database has no staff account yet (a fresh database). */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Fills the database in one transaction: on any error nothing is left behind.
 * Answers the number of rows written per table.
 */
export async function seedDemo(db: Kysely<DB>, opts: SeedOptions = {}): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const started = Date.now();
  const summary: SeedSummary = {};
  await db.transaction().execute(async (trx) => {
    for (const step of DEMO_STEPS) {
      const stepStarted = Date.now();
      const counts = await step.run({ trx, now, log, rng: (name) => Rng.stream(name) });
      // two steps may write one table (the ledger: opening balances, then orders' income): add them up
      for (const [table, n] of Object.entries(counts)) summary[table] = (summary[table] ?? 0) + n;
      const written = Object.entries(counts).map(([table, n]) => `${n} ${table}`).join(', ');
      log(`seed: ${step.name}: ${written} (${Date.now() - stepStarted} ms)`);
    }
  });
  log(`seed: done in ${Date.now() - started} ms`);
  return summary;
}
