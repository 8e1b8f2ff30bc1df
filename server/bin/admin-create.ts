// npm run admin:create -- --username NAME --password PASS [--role ROLE] [--modules k1,k2] [--name N]
// Creates a staff account on the configured database (docs/domain.md "Demo data": production
// accounts are made by command, never by demo data). Migrates first.
import { parseArgs } from 'node:util';
import { isActionKey, keysOfModules } from '../../contract/access/actionKeys';
import { PERMISSION_KEYS } from '../../contract/access/modules';
import { writeAuditAs } from '../core/audit';
import { t } from '../core/i18n';
import '../core/messages';
import { hashPassword, passwordProblem } from '../core/password';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { configOrExit } from './boot';

const USAGE = `Usage: npm run admin:create -- --username NAME --password PASS [--role ROLE] [--modules k1,k2] [--name "Full name"]

  --role     '*' for every key, otherwise 'user' (default) limited to --modules
  --modules  comma-separated action keys (docs/access.md) and module keys, a module key standing for
             that module's keys that neither move money nor reveal personal data: ${PERMISSION_KEYS.join(', ')}
             (roles are given in the panel, Staff accounts)
  --name     display name (default: the username)`;

class UsageError extends Error {}

interface NewStaff { username: string; password: string; role: string; modules: string[]; name: string }

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' },
        modules: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function parse(argv: string[]): NewStaff {
  const values = readArgs(argv);
  if (values.help) throw new UsageError('');
  const username = values.username?.trim() ?? '';
  if (!username) throw new UsageError('--username is required.');
  if (username.length > 100) throw new UsageError('--username must be at most 100 characters.');
  const password = values.password ?? '';
  if (!password) throw new UsageError('--password is required.');
  const problem = passwordProblem(password, [username, values.name ?? '']);
  if (problem) throw new UsageError(`The password is too weak: ${t('en-US', problem)}.`);
  const role = values.role?.trim() || 'user';
  const modules = (values.modules ?? '').split(',').map((m) => m.trim()).filter(Boolean);
  const unknown = modules.filter((m) => !PERMISSION_KEYS.includes(m) && !isActionKey(m));
  if (unknown.length) throw new UsageError(`Unknown key(s): ${unknown.join(', ')}. Module keys: ${PERMISSION_KEYS.join(', ')}; action keys: docs/access.md.`);
  return { username, password, role, modules: keysOfModules([...new Set(modules)]), name: values.name?.trim() || username };
}

async function create(staff: NewStaff): Promise<number> {
  const database = await openDatabase(configOrExit());
  try {
    await migrate(database.db);
    const taken = await database.db.selectFrom('admins').select('id').where('username', '=', staff.username).executeTakeFirst();
    if (taken) throw new UsageError(`The username "${staff.username}" is already taken (id ${taken.id}).`);
    const passwordHash = await hashPassword(staff.password);
    return await database.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('admins')
        .values({ username: staff.username, password_hash: passwordHash, name: staff.name, role: staff.role, modules: staff.modules })
        .returning('id').executeTakeFirstOrThrow();
      await writeAuditAs(trx, { actorId: null, actorName: 'cli' }, {
        action: 'create', resource: 'admins', recordId: row.id,
        after: { id: row.id, username: staff.username, name: staff.name, role: staff.role, modules: staff.modules },
      });
      return row.id;
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const staff = parse(process.argv.slice(2));
  const id = await create(staff);
  const access = staff.role === '*' ? 'every module' : staff.modules.join(', ') || 'the workplace only';
  console.log(`Created staff account "${staff.username}" (id ${id}, role ${staff.role}): ${access}.`);
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) console.error(err.message ? `${err.message}\n\n${USAGE}` : USAGE);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof UsageError && !err.message ? 0 : 1);
});
