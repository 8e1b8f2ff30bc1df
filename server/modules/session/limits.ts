// Sign-in limits, the same for every secret a caller can guess: passwords and
// two-factor codes at sign-in, step-up confirmations, the current password on a
// change, 2FA codes on My account, and QR tickets polled. Three counts, all over
// the failed attempts of the last 15 minutes (audit rows login_failed, so every
// server instance sees them):
//  - per username and address (LOGIN_MAX_ATTEMPTS; a sign-in starts it again),
//  - per username from every address (LOGIN_ACCOUNT_MAX_ATTEMPTS): reaching it
//    locks the name for LOGIN_LOCK_MINUTES (login_locks), tells the member in
//    the message centre, and an admin may lift it (staff command `unlock`),
//  - per address whatever the username (LOGIN_ADDRESS_MAX_ATTEMPTS).
// A name no account has is counted and locked the same way, so -6 never tells
// whether an account exists. A guess being checked counts too (login_attempts,
// `guarded`), so parallel guesses cannot all pass before the first is written.
import { sql, type Kysely, type Transaction } from 'kysely';
import { writeAuditAs } from '../../core/audit';
import { AppError, Code } from '../../core/errors';
import type { DB } from '../../db/schema';
import { notify } from '../messages';
import './messages';

type Db = Kysely<DB> | Transaction<DB>;

export const WINDOW_MINUTES = 15;

export interface LimitSettings {
  loginMaxAttempts: number;
  loginAccountMaxAttempts: number;
  loginLockMinutes: number;
  loginAddressMaxAttempts: number;
}

/** Who made a failed attempt, for its audit row; `username` null: no account was named (a QR ticket). */
export interface FailedAttempt {
  username: string | null;
  actorId: number | null;
  ip: string;
  userAgent: string;
  requestId: string;
}

const tooMany = (key: string, params = {}) => new AppError(Code.TOO_MANY, key, params);
const windowStart = sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`;

function failures(db: Db) {
  return db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resource', '=', 'sessions').where('action', '=', 'login_failed').where('created_at', '>', windowStart);
}

/** Other guesses being checked right now (`guarded`); a crash's leftovers stop counting after a minute. */
function inFlight(db: Db, ownId: number) {
  return db.selectFrom('login_attempts').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '!=', ownId).where('created_at', '>', sql<Date>`now() - interval '1 minute'`);
}

const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** Failures for this name from every address since it was last locked or unlocked. */
function nameFailures(db: Db, username: string): Promise<number> {
  return countOf(failures(db).where('actor_name', '=', username)
    .where('created_at', '>', (eb) => eb.fn.coalesce(
      eb.selectFrom('login_locks').select('counted_from').where('username', '=', username),
      windowStart,
    )));
}

/** Failures for this name from this address since its last sign-in from there (or its last lock or lift). */
function pairFailures(db: Db, username: string, ip: string): Promise<number> {
  const since = sql<Date>`greatest(${windowStart},
    (select max(created_at) from audit_log where resource = 'sessions' and action = 'login' and actor_name = ${username} and ip = ${ip}),
    (select counted_from from login_locks where username = ${username}))`;
  return countOf(failures(db).where('actor_name', '=', username).where('ip', '=', ip).where('created_at', '>', since));
}

/** Whole minutes until the name's lock ends (at least 1), or 0 when it is not locked. */
async function lockMinutesLeft(db: Db, username: string): Promise<number> {
  const row = await db.selectFrom('login_locks')
    .select(sql<number>`ceil(extract(epoch from locked_until - now()) / 60)`.as('minutes'))
    .where('username', '=', username).where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? Math.max(1, Number(row.minutes)) : 0;
}

/** -6 for an account locked now; the check of anything that signs in as it (QR collection too). */
export async function checkAccountLock(db: Db, username: string): Promise<void> {
  const minutes = await lockMinutesLeft(db, username);
  if (minutes) throw tooMany('login.account_locked', { minutes });
}

/**
 * -6 (with the reason) when this attempt may not be made now; `username` null
 * checks the address only. `ownId`: the caller's own in-flight row, left out
 * of the counts (0: none).
 */
export async function checkLimits(db: Db, settings: LimitSettings, username: string | null, ip: string, ownId = 0): Promise<void> {
  if (username !== null) {
    await checkAccountLock(db, username);
    const name = (await nameFailures(db, username)) + (await countOf(inFlight(db, ownId).where('username', '=', username)));
    if (name >= settings.loginAccountMaxAttempts) throw tooMany('login.account_locked', { minutes: settings.loginLockMinutes });
    const pair = (await pairFailures(db, username, ip))
      + (await countOf(inFlight(db, ownId).where('username', '=', username).where('ip', '=', ip)));
    if (pair >= settings.loginMaxAttempts) throw tooMany('login.too_many', { minutes: WINDOW_MINUTES });
  }
  const address = (await countOf(failures(db).where('ip', '=', ip))) + (await countOf(inFlight(db, ownId).where('ip', '=', ip)));
  if (address >= settings.loginAddressMaxAttempts) throw tooMany('login.address_limited', { minutes: WINDOW_MINUTES });
}

/** A guess that turned out wrong; `reason` goes into the audit row. */
export class Failed {
  constructor(readonly reason: string) {}
}

/**
 * Runs one guess under the limits: -6 first when over them; a Failed answer is
 * recorded (recordFailure). The guess is registered before the check and
 * removed after, so parallel guesses see each other and a burst cannot all
 * pass the check before the first failure is written.
 */
export async function guarded<T>(db: Kysely<DB>, settings: LimitSettings, who: FailedAttempt, attempt: () => Promise<T | Failed>): Promise<T | Failed> {
  const { id } = await db.insertInto('login_attempts').values({ username: who.username, ip: who.ip }).returning('id')
    .executeTakeFirstOrThrow();
  let result: T | Failed | undefined;
  try {
    await checkLimits(db, settings, who.username, who.ip, id);
    result = await attempt();
    return result;
  } finally {
    const failed = result instanceof Failed ? result.reason : null;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('login_attempts')
        .where((eb) => eb.or([eb('id', '=', id), eb('created_at', '<', sql<Date>`now() - interval '1 hour'`)])).execute();
      if (failed) await recordFailureIn(trx, settings, who, failed);
    });
  }
}

/**
 * Writes the failure's audit row (reason in `after`) and, when the name has
 * now failed LOGIN_ACCOUNT_MAX_ATTEMPTS times, locks it, in one transaction.
 */
export async function recordFailure(db: Kysely<DB>, settings: LimitSettings, who: FailedAttempt, reason: string): Promise<void> {
  await db.transaction().execute((trx) => recordFailureIn(trx, settings, who, reason));
}

async function recordFailureIn(trx: Transaction<DB>, settings: LimitSettings, who: FailedAttempt, reason: string): Promise<void> {
  await writeAuditAs(trx, { ...who, actorName: who.username ?? 'anonymous' }, {
    action: 'login_failed', resource: 'sessions', recordId: null, after: { reason },
  });
  if (who.username === null) return;
  const count = await nameFailures(trx, who.username);
  if (count >= settings.loginAccountMaxAttempts) await lock(trx, settings, who, count);
}

/** Locks the name unless it is locked already; a real account gets an audit row and a message. */
async function lock(trx: Transaction<DB>, settings: LimitSettings, who: FailedAttempt, count: number): Promise<void> {
  const username = who.username!;
  const locked = await trx.insertInto('login_locks')
    .values({ username, locked_until: sql<Date>`now() + make_interval(mins => ${settings.loginLockMinutes})`, counted_from: sql<Date>`now()` })
    .onConflict((oc) => oc.column('username').doUpdateSet({
      locked_until: (eb) => eb.ref('excluded.locked_until'), counted_from: (eb) => eb.ref('excluded.counted_from'),
    }).where((eb) => eb.or([eb('login_locks.locked_until', 'is', null), eb('login_locks.locked_until', '<=', sql<Date>`now()`)])))
    .returning('locked_until')
    .executeTakeFirst();
  if (!locked) return;
  const admin = await trx.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst();
  if (!admin) return;
  const lockedUntil = locked.locked_until!.toISOString();
  await writeAuditAs(trx, { ...who, actorName: username }, {
    action: 'lock', resource: 'admins', recordId: admin.id, after: { lockedUntil, failures: count },
  });
  await notify(trx, {
    to: { adminIds: [admin.id] }, type: 'message', title: 'login.locked_title', content: 'login.locked_content',
    params: { count, minutes: settings.loginLockMinutes, ip: who.ip, until: lockedUntil }, link: '#/account',
  });
}

/** Lifts the name's lock (staff command `unlock`): its failures so far no longer count. False: it was not locked. */
export async function unlock(trx: Transaction<DB>, username: string): Promise<boolean> {
  const res = await trx.updateTable('login_locks').set({ locked_until: null, counted_from: sql<Date>`now()` })
    .where('username', '=', username).where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
