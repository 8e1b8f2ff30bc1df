// npm run seed: fills the configured database (DATABASE_URL, or the embedded
// database in DATA_DIR) with the demo data (docs/domain.md "Demo data"). Only a fresh database:
// demo rows mixed into real data could not be told apart afterwards.
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_STAFF, isEmpty, seedDemo } from '../seed';

const USAGE = `Usage: npm run seed

Fills an empty database with demo data: staff, users and authors, then each module's own (server/modules/index.ts).
The database is DATABASE_URL when set, otherwise the embedded PGlite database in DATA_DIR (default ./data).
Migrations are applied first. A database that already has staff accounts is left untouched.`;

async function seedInto(database: Database): Promise<number> {
  await migrate(database.db, { log: (m) => console.log(m) });
  if (!(await isEmpty(database.db))) {
    console.error(`The database (${database.location}) already has data: demo data goes only into a fresh database.\n`
      + 'Point DATABASE_URL at a new, empty database (or DATA_DIR at an empty directory) and run npm run seed again.');
    return 1;
  }
  console.log(`Seeding demo data into ${database.location} …`);
  const summary = await seedDemo(database.db, { log: (m) => console.log(m) });
  console.log('\nRows written:');
  for (const [table, n] of Object.entries(summary)) console.log(`  ${table.padEnd(18)} ${n}`);
  console.log('\nDemo staff accounts (username / password):');
  for (const s of DEMO_STAFF) {
    const note = s.role === '*' ? 'every key (role *)' : [...s.roles.map((r) => `role ${r.nameEn}`), ...(s.modules.length ? [`${s.modules.length} extra keys`] : [])].join(', ');
    console.log(`  ${s.username} / ${s.password}${s.disabled ? ' (disabled)' : ''} — ${s.name}: ${note}`);
  }
  return 0;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (args.length > 0) {
    console.error(`Unknown argument: ${args[0]}\n\n${USAGE}`);
    return 1;
  }
  const database = await openDatabase(loadConfig(process.env));
  try {
    return await seedInto(database);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Config, lock and migration errors carry a message written for the operator.
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
