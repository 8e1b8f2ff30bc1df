// The writes of a resource over a table no session resolves from keep this
// process's memory of sessions (server/resources/routes.ts `keepsSessions`).
// That holds only while no such resource, nor any hook it runs, writes a
// staff account, a session or a role: those writes live in the session and
// staff modules (whose routes and resources over those tables empty the
// memory), the CLI and the seed. A write to those tables anywhere else would
// leave a revoked session usable in this process until the database's
// announcement arrives; this test names the file instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_TABLES } from '../../../server/core/session-cache';

const ROOT = join(__dirname, '../../..');
const ALLOWED = ['server/modules/session/', 'server/modules/staff/', 'server/modules/qr/', 'server/bin/', 'server/seed/'];
/** Migrations run before any route is served. */
const MIGRATION = /\/migrations\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|sql)$/.test(e.name) ? [path] : [];
  });
}

const tables = [...SESSION_TABLES].join('|');
/** A Kysely write or a raw SQL write naming one of the tables. */
const WRITE = new RegExp(`(updateTable|deleteFrom|insertInto|mergeInto)\\(\\s*'(${tables})\\b|\\b(update|delete\\s+from|insert\\s+into)\\s+"?(${tables})"?\\b`, 'i');

describe('writes to the tables a session resolves from, outside migrations', () => {
  it('the pattern finds the writes it is meant to find', () => {
    expect(WRITE.test("db.updateTable('sessions').set({})")).toBe(true);
    expect(WRITE.test('sql`UPDATE admins SET disabled = true`')).toBe(true);
    expect(WRITE.test("db.deleteFrom('roles as r')")).toBe(true);
    expect(WRITE.test("db.selectFrom('admins')")).toBe(false);
  });

  it('happen only in the session and staff modules, the CLI and the seed', () => {
    const found = sources(join(ROOT, 'server')).map((f) => relative(ROOT, f).replaceAll('\\', '/')).filter((f) => !MIGRATION.test(f))
      .filter((f) => WRITE.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => !ALLOWED.some((dir) => f.startsWith(dir)))).toEqual([]);
  });
});
