// The shell of a command that checks the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR): open it, bring it to the current schema, run the check, close it, and exit with the
// check's code (0 intact, 1 a difference found); 2 when the check itself could not run.
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import type { DB } from '../db/schema';

export function runCheck(check: (db: Kysely<DB>) => Promise<number>): void {
  const run = async (): Promise<number> => {
    const database = await openDatabase(loadConfig(process.env));
    try {
      await migrate(database.db);
      return await check(database.db);
    } finally {
      await database.close();
    }
  };
  run().then((code) => process.exit(code), (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  });
}
