// Named prepared statements on PostgreSQL. Kysely sends every statement with
// its values as text + parameters, so the server parses and plans each call
// again: for a list page that is most of the database's work (the page itself
// reads 20 index entries). Naming a statement by a hash of its text lets
// node-postgres parse it once per connection; after five executions the server
// may keep a generic plan when it costs no more than the custom ones
// (plan_cache_mode auto), so a filter that needs its own plan still gets one.
import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Distinct statement texts that get a name. Statements are built from a finite
 * set of resource declarations, but `IN (...)` lists vary in length: past the
 * budget a new text runs unnamed, so no connection prepares without bound.
 */
export const PREPARED_BUDGET = 2_000;
const names = new Map<string, string>();
/** Bumped when the schema changed under prepared statements: every text gets a new name. */
let generation = 0;

/** The statement's name, or undefined once the budget is spent. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= PREPARED_BUDGET) return known;
  const name = `k${generation}_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/**
 * A column added to a table under a running server makes its prepared
 * `SELECT *` fail once with "cached plan must not change result type".
 */
function isStalePlan(err: unknown): boolean {
  return (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));
}

function forgetAll(): void {
  generation += 1;
  names.clear();
}

/**
 * A pg client that names parameterised statements. A statement without values
 * keeps the simple protocol (migrations send several statements in one text,
 * which a prepared statement cannot hold). A stale plan renames every
 * statement; the failing call is retried under its new name when it ran
 * outside a transaction (inside one, the transaction is already aborted).
 */
export class PreparingClient extends pg.Client {
  // pg's overloads cannot be restated one by one; the shapes are passed through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' && Array.isArray(values) && values.length > 0 && !callback
      ? statementName(config) : undefined;
    if (!name) return super.query(config, values, callback);
    const idle = this.getTransactionStatus() === 'I';
    return super.query({ name, text: config, values }).catch((err: unknown) => {
      if (!isStalePlan(err)) throw err;
      forgetAll();
      const renamed = statementName(config);
      if (!idle || !renamed) throw err;
      return super.query({ name: renamed, text: config, values });
    });
  }
}
