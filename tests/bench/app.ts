// The app of a bench: a fresh database (TEST_DATABASE_URL, else PGlite),
// migrated and prepared by the bench, listening on a free port, with a staff
// session; everything closed afterwards, and a failure is exit code 1.
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { createTestDatabase } from '../api/helpers';

export interface BenchApp { db: Kysely<DB>; kind: string; base: string; token: string }

export function runBench(prepare: (db: Kysely<DB>) => Promise<void>, role: string, bench: (app: BenchApp) => Promise<void>): void {
  (async () => {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    const { db } = database;
    try {
      await migrate(db);
      await prepare(db);
      await db.insertInto('admins').values({ username: 'bench', password_hash: await hashPassword('bench-pass-1'), role, modules: [], name: 'bench' }).execute();
      // the database's notifications: the event bus (the review queue's live stream) works as in the product
      const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:' }, db, logger: false, notifications: database.notifications });
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        const signIn = await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { appid: '4', 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }) })).json();
        await bench({ db, kind: database.kind, base, token: signIn.data.token });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
