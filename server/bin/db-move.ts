// npm run db:move -- --to postgres://…: copies the embedded PGlite database of
// DATA_DIR (a demo's, default ./data) into a new, empty PostgreSQL database,
// which the server then runs on with DATABASE_URL (docs/deploy.md). The data
// directory is locked meanwhile, so the server must be stopped; it is left as
// it was (but for migrations this code adds, applied first as any start would).
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { moveDatabase, MoveRefused } from '../db/move';

const USAGE = `Usage: npm run db:move -- --to postgres://USER:PASSWORD@HOST:PORT/DATABASE

Copies the embedded database in DATA_DIR (default ./data) into an empty PostgreSQL database:
the schema by the migrations, then every table's rows in dependency order, then the sequences,
in one transaction (on any error the target is left empty). Stop the server first.
A target that holds any table, view or sequence is refused. Afterwards start with
DATABASE_URL set to the same address (docs/deploy.md).`;

const isPostgresUrl = (text: string) => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The --to address, or a message saying what is wrong. */
function parseArgs(args: string[]): { to: string } | { help: true } | { error: string } {
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  let to: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--to') to = args[++i];
    else if (arg.startsWith('--to=')) to = arg.slice('--to='.length);
    else return { error: `Unknown argument: ${arg}` };
  }
  if (!to) return { error: '--to is required' };
  if (!isPostgresUrl(to)) return { error: '--to must be a postgres:// or postgresql:// address' };
  return { to };
}

async function move(source: Database, targetUrl: string): Promise<number> {
  await migrate(source.db, { log: (m) => console.log(`source: ${m}`) });
  const target = await openDatabase({ databaseUrl: targetUrl, dataDir: ':memory:', dbPoolSize: 1, dbPreparedStatements: false });
  try {
    console.log(`Moving ${source.location} into ${target.location} …`);
    const started = Date.now();
    const report = await moveDatabase(source.db, target.db, (m) => console.log(m));
    const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.tables.length} tables, ${rows} rows, ${report.sequences} sequences.`);
    console.log('Start the server on it with DATABASE_URL set to that address (npm run rollups:check and ledger:check read it too).');
    return 0;
  } catch (err) {
    if (!(err instanceof MoveRefused)) throw err;
    console.error(`Refused: ${err.message}`);
    return 1;
  } finally {
    await target.close();
  }
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if ('help' in parsed) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    console.error(`${parsed.error}\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  const source = await openDatabase(config);
  try {
    return await move(source, parsed.to);
  } finally {
    await source.close();
  }
}

// config, lock, migration and connection errors carry a message written for the operator
main(process.argv.slice(2)).then((code) => process.exit(code), (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
