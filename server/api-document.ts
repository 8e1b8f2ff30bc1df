// The OpenAPI document the server serves at /docs/json, built without a database: the app is built and
// readied on a Kysely whose driver answers every query with no rows (./db/no-database.ts), so the
// start-up work of onReady hooks (the review queue's triggers, the workers) finds nothing to do, and
// closed at once. For the document's lint (server/bin/api-doc.ts) and the typed-client test
// (tests/unit/server/api-client.test.ts); docs/api.md "The API document".
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { noDatabase } from './db/no-database';
import type { DB } from './db/schema';

/** The document as /docs/json answers it, for `config` (default: the settings of an empty environment). */
export async function apiDocument(config: Config = loadConfig({})): Promise<Record<string, unknown>> {
  const db = noDatabase<DB>();
  const app = await buildApp({ config, db, logger: false, distDir: '/nonexistent' });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await db.destroy();
  }
}
