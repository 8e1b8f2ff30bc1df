// DATABASE_LISTEN_URL (server/config.ts, server/db/database.ts): the one
// connection that LISTENs for the other instances' events goes where it says,
// not through DATABASE_URL, which may be a pooler in transaction mode that
// delivers no notifications (docs/deploy.md). Queries stay on DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { createTestDatabase } from '../helpers';

const pg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** The same database under a name PostgreSQL shows for the connection (pg_stat_activity.application_name). */
function named(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

pg('DATABASE_LISTEN_URL', () => {
  let empty: Database;
  let url: string;
  beforeAll(async () => {
    empty = await createTestDatabase('postgres');
    const row = await sql<{ name: string }>`SELECT current_database() AS name`.execute(empty.db);
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${row.rows[0].name}`;
    url = u.toString();
  });
  afterAll(() => empty?.close());

  const listenersNamed = async (database: Database, name: string) => Number((await sql<{ n: number }>`
    SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${name}`.execute(database.db)).rows[0].n);

  it('opens the listening connection at its own address and still hears what the pool sends', async () => {
    const database = await openDatabase({
      databaseUrl: named(url, 'mdr-pool'), databaseListenUrl: named(url, 'mdr-direct-listener'), dataDir: ':memory:', dbPoolSize: 2,
    });
    try {
      const heard: string[] = [];
      database.notifications.onMessage((channel, payload) => heard.push(`${channel}:${payload}`));
      await database.notifications.listen('listen_url_test');
      expect(await listenersNamed(database, 'mdr-direct-listener')).toBe(1);
      await sql`SELECT pg_notify('listen_url_test', 'hello')`.execute(database.db);
      const deadline = Date.now() + 5_000;
      while (!heard.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(heard).toEqual(['listen_url_test:hello']);
    } finally {
      await database.close();
    }
  });

  it('without it, listens at DATABASE_URL', async () => {
    const database = await openDatabase({ databaseUrl: named(url, 'mdr-only-url'), dataDir: ':memory:', dbPoolSize: 2 });
    try {
      await database.notifications.listen('listen_url_test');
      // the listener and the pool's one connection for this query
      expect(await listenersNamed(database, 'mdr-only-url')).toBe(2);
    } finally {
      await database.close();
    }
  });
});
