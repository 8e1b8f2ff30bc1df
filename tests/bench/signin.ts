// Sign-in cost with argon2id and TOTP (docs/performance.md "Sign-in"). Not a
// test: it asserts nothing and is run by hand: `npm run bench:signin [-- N]`.
// Builds the real app on the embedded PGlite in memory (or a fresh database on
// TEST_DATABASE_URL, dropped afterwards) and signs in N times through
// app.inject, one after the other: a password-only account, then a 2FA account
// (password + a TOTP code). A code is accepted once per 30 s step, so the bench
// clears the account's last accepted step before each 2FA sign-in (the only
// thing it does that a real client cannot). Also times argon2 verification and
// TOTP validation alone. Figures depend on the machine and its load.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword, verifyPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import { currentCode } from '../../server/modules/session';
import { acceptedStep, newSecret } from '../../server/modules/session/twofactor';
import { createTestDatabase } from '../api/helpers';

const N = Number(process.argv[2] ?? 20);

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms, min ${sorted[0].toFixed(2)} ms (n=${ms.length})`;
};

async function timed(n: number, run: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out;
}

async function main() {
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  const { db } = database;
  await migrate(db);
  const password = 'Bench-Lantern-8841';
  const hash = await hashPassword(password);
  const secret = newSecret();
  await db.insertInto('admins').values([
    { username: 'plain', name: 'plain', password_hash: hash, role: '*' },
    { username: 'twofa', name: 'twofa', password_hash: hash, role: '*', totp_secret: secret, totp_enabled: true },
  ]).execute();
  const config = { ...loadConfig({}), dataDir: ':memory:', loginMaxAttempts: 1000 };
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const login = async (body: object) => {
    const res = await app.inject({ method: 'POST', url: '/api/user/login', headers: { appid: '4' }, payload: body });
    if (res.json().code !== 1) throw new Error(`sign-in failed: ${res.body}`);
  };
  await login({ username: 'plain', password }); // warm-up (JIT, argon2 pool)

  const argon = await timed(N, async () => { await verifyPassword(hash, password); });
  const totp = await timed(N, async () => { acceptedStep(secret, currentCode(secret), null); });
  const plain = await timed(N, () => login({ username: 'plain', password }));
  const twoFactor = await timed(N, async () => {
    await db.updateTable('admins').set({ totp_last_step: null }).where('username', '=', 'twofa').execute();
    await login({ username: 'twofa', password, code: currentCode(secret) });
  });

  console.log(`backend: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}`);
  console.log(`argon2id verify (m=19 MiB, t=2, p=1):   ${stats(argon)}`);
  console.log(`TOTP validate (±1 step):                 ${stats(totp)}`);
  console.log(`sign-in, password only (HTTP, inject):   ${stats(plain)}`);
  console.log(`sign-in, password + TOTP code:           ${stats(twoFactor)} (includes the bench's reset of the last step)`);
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
