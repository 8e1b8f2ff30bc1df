// The database of a bench and its address (a bare baseline server opens its own
// pool on it, tests/bench/bare.ts): BENCH_DATABASE_URL, kept between runs; else
// a fresh database on the server of TEST_DATABASE_URL, dropped afterwards; else
// PGlite in memory (no address: no baseline to compare with).
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { createTestDatabase } from '../api/helpers';
import { adminQuery, databaseUrl } from '../api/helpers/templates';

export interface BenchDatabase { database: Database; url: string | null; poolSize: number }

export async function openBenchDatabase(poolSize = loadConfig(process.env).dbPoolSize): Promise<BenchDatabase> {
  const config = { ...loadConfig(process.env), dataDir: ':memory:', dbPoolSize: poolSize };
  const kept = process.env.BENCH_DATABASE_URL;
  if (kept) return { database: await openDatabase({ ...config, databaseUrl: kept }), url: kept, poolSize };
  if (!process.env.TEST_DATABASE_URL) return { database: await createTestDatabase('pglite'), url: null, poolSize: 1 };
  const name = `mdr_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const database = await openDatabase({ ...config, databaseUrl: url });
  const close = async () => {
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { database: { ...database, close }, url, poolSize };
}
