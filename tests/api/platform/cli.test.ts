// The operator's commands, run as the operator runs them (a real process on a
// real data directory): npm run admin:create and npm start.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { keysOfModules } from '../../../contract/access/actionKeys';
import { verifyPassword } from '../../../server/core/password';
import { openDatabase } from '../../../server/db/database';
import { LOCK_FILE } from '../../../server/db/lock';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

describe('commands on an embedded database', { timeout: 90_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'mdr-cli-'));
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'never' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const adminCreate = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(TSX, ['server/bin/admin-create.ts', ...args], { cwd: ROOT, env });
      return { code: 0, out: stdout + stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: e.stdout + e.stderr };
    }
  };

  it('admin:create makes an account that signs in, audited as cli', async () => {
    const res = await adminCreate('--username', 'ops', '--password', 'Violet-Harbor-58', '--modules', 'mdr.db,orders.refund', '--name', 'Ops');
    expect(res).toMatchObject({ code: 0 });
    expect(res.out).toContain('Created staff account "ops"');
    const database = await openDatabase({ databaseUrl: null, dataDir: dir, dbPoolSize: 1 });
    try {
      const row = await database.db.selectFrom('admins').selectAll().where('username', '=', 'ops').executeTakeFirstOrThrow();
      // the operator chose the password for themselves: not asked to change it (an admin's create in the panel is)
      expect(row).toMatchObject({ name: 'Ops', role: 'user', disabled: false, must_change_password: false });
      // the module key stands for its unmarked action keys; an action key is kept
      expect(row.modules.sort()).toEqual([...keysOfModules(['mdr.db']), 'orders.refund'].sort());
      expect(row.modules).toContain('game_items.import');
      expect(await verifyPassword(row.password_hash, 'Violet-Harbor-58')).toBe(true);
      const audit = await database.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_id: null, actor_name: 'cli', action: 'create', resource: 'admins', record_id: String(row.id) });
    } finally {
      await database.close();
    }
  });

  it('admin:create refuses bad input with a clear message and exit 1', async () => {
    const cases: [string[], string][] = [
      [['--password', 'Violet-Harbor-58'], '--username is required'],
      [['--username', 'ops', '--password', 'Violet-Harbor-58'], 'The username "ops" is already taken'],
      [['--username', 'new', '--password', 'short1'], 'Password must be at least 10 characters'],
      [['--username', 'new', '--password', 'password123'], 'Password is too easy to guess'],
      [['--username', 'newbie', '--password', 'newbie12345'], 'Password is too easy to guess'],
      [['--username', 'new', '--password', 'Violet-Harbor-58', '--modules', 'mdr.db,mdr.nope'], 'Unknown key(s): mdr.nope'],
      [['--username', 'new', '--password', 'Violet-Harbor-58', '--colour', 'red'], "Unknown option '--colour'"],
    ];
    const results = await Promise.all(cases.map(([args]) => adminCreate(...args)));
    results.forEach((res, i) => {
      expect(res.code, cases[i][1]).toBe(1);
      expect(res.out).toContain(cases[i][1]);
    });
  });

  it('npm start refuses bad settings, naming each variable', async () => {
    const err = await run(TSX, ['server/bin/start.ts', '--no-build'], { cwd: ROOT, env: { ...env, PORT: 'eighty', SEED_DEMO: 'maybe' } })
      .catch((e: { code: number; stderr: string }) => e);
    expect(err).toMatchObject({ code: 1 });
    expect((err as { stderr: string }).stderr).toContain('PORT="eighty" is not allowed');
    expect((err as { stderr: string }).stderr).toContain('SEED_DEMO="maybe" is not allowed: expected auto | always | never');
  });

  it('npm start serves the API, refuses a second server on the dir, and stops cleanly on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(TSX, ['server/bin/start.ts', '--no-build'], { cwd: ROOT, env: { ...env, PORT: String(port) } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // up to 60 s: tsx compiles the server first, slow on a loaded CI machine. Until the banner's
      // Database line: each of its lines is a write of its own and may arrive after the first.
      for (let i = 0; i < 600 && !/ {2}Database: .*\n/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
      expect(out).toContain(`running at http://127.0.0.1:${port}/`);
      expect(out).toContain(`API docs:  http://127.0.0.1:${port}/docs`);
      expect(out).toContain(`PGlite in ${join(dir, 'pglite')}`);
      const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
        method: 'POST', headers: { appid: '4', 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ops', password: 'Violet-Harbor-58' }),
      });
      const signedIn = await login.json();
      expect(signedIn.code).toBe(1);
      // the API document: refused without a session, and to ops, who does not hold api_docs.read
      const docs = await fetch(`http://127.0.0.1:${port}/docs/json`);
      expect([docs.status, (await docs.json()).code]).toEqual([401, -3]);
      const open = await fetch(`http://127.0.0.1:${port}/mdr/api_docs/open`, {
        method: 'POST', headers: { appid: '4', 'content-type': 'application/json', token: signedIn.data.token }, body: '{}',
      });
      expect([open.status, (await open.json()).code, open.headers.get('set-cookie')]).toEqual([403, -2, null]);

      const second = await run(TSX, ['server/bin/start.ts', '--no-build'], { cwd: ROOT, env: { ...env, PORT: String(port + 1) } })
        .catch((e: { code: number; stderr: string }) => e);
      expect(second).toMatchObject({ code: 1 });
      // tsx runs the server in a child process: the pid named is that one's
      const holder = /The data directory (\S+) is in use by another server \(pid (\d+)/.exec((second as { stderr: string }).stderr);
      expect(holder?.[1]).toBe(dir);
      expect(() => process.kill(Number(holder?.[2]), 0)).not.toThrow();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(out).toContain('SIGTERM: shutting down');
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
