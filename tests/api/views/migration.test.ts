// An existing database gaining saved list views (server/modules/views/migrations/0023_list_views.sql):
// the roles and accounts that administer staff get list_views.share; the
// seeded team roles and everyone else do not (keeping private views needs no key).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMigrations, migrate, migrationDirs } from '../../../server/db/migrate';
import { createTestDatabase, testBackends } from '../helpers';

const VIEWS_MIGRATION = '0023_list_views.sql';

describe.each(testBackends())('migrating to saved list views (%s)', (backend) => {
  it('gives list_views.share to the staff administrators only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mdr-migrations-'));
    for (const m of listMigrations(migrationDirs()).filter((x) => x.file < VIEWS_MIGRATION)) cpSync(join(m.dir, m.file), join(dir, m.file));
    const database = await createTestDatabase(backend);
    try {
      const { db } = database;
      await migrate(db, { dir });
      await db.insertInto('roles').values([
        { name_zh: '人事', name_en: 'Staff admin', keys: ['admins.read', 'roles.update'] },
        { name_zh: '读者', name_en: 'Reader', keys: ['orders.read'] },
      ]).execute();
      const staff = [
        { username: 'boss', modules: ['admins.update'] },
        { username: 'clerk', modules: ['orders.read'] },
      ];
      for (const s of staff) await db.insertInto('admins').values({ ...s, role: 'user', name: s.username, password_hash: 'x' } as never).execute();
      expect(await migrate(db)).toContain(VIEWS_MIGRATION);
      const shares = async (table: 'roles' | 'admins') => (table === 'roles'
        ? (await db.selectFrom('roles').select(['name_en as name', 'keys']).orderBy('id').execute()).map((r) => ({ name: r.name, has: r.keys.includes('list_views.share') }))
        : (await db.selectFrom('admins').select(['username as name', 'modules']).orderBy('id').execute()).map((r) => ({ name: r.name, has: r.modules.includes('list_views.share') })));
      expect((await shares('roles')).filter((r) => r.has).map((r) => r.name)).toEqual(['Staff admin']);
      expect((await shares('admins')).filter((r) => r.has).map((r) => r.name)).toEqual(['boss']);
      expect(await db.selectFrom('list_views').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
