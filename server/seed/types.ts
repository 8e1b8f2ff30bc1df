// The contract between seedDemo and its steps. A module that brings its own
// demo data lists its steps in its `seed` (server/core/module.ts); a step reads
// what earlier steps wrote from the transaction (ordered by id, so deterministic).
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Rng } from './rng';

export interface SeedSummary { [table: string]: number }

export interface SeedContext {
  trx: Transaction<DB>;
  /** "now" of this run: dates are offsets back from it, so the data always ends today */
  now: Date;
  /** a deterministic random stream of its own for each name */
  rng(stream: string): Rng;
  log(message: string): void;
}

export interface SeedStep {
  name: string;
  /** runs after every module's own step, whatever the registry order: it reads other modules' records */
  last?: boolean;
  /** inserts its rows and answers the number of rows per table */
  run(ctx: SeedContext): Promise<SeedSummary>;
}
