// An existing database moving to action keys (server/db/migrations/0020_roles.sql):
// each account's module keys become the action keys those modules opened,
// never a money or sensitive one; role '*' stays everything; the seeded roles exist.
// Then the keys showing money figures (0020a_read_money.sql): finance roles and
// accounts keep seeing them, content reviewers do not.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keysOfModules } from '../../../contract/access/actionKeys';
import { listMigrations, migrate, migrationDirs } from '../../../server/db/migrate';
import { SEEDED_ROLES } from '../../../server/seed/roles';
import { createTestDatabase, testBackends } from '../helpers';

const ROLES_MIGRATION = '0020_roles.sql';
const READ_MONEY_MIGRATION = '0020a_read_money.sql';

describe.each(testBackends())('migrating staff to action keys (%s)', (backend) => {
  const before = mkdtempSync(join(tmpdir(), 'mdr-migrations-'));
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('turns module keys into their unmarked action keys and adds the seeded roles', async () => {
    const earlier = listMigrations(migrationDirs()).filter((m) => m.file < ROLES_MIGRATION);
    for (const m of earlier) cpSync(join(m.dir, m.file), join(before, m.file));
    const database = await createTestDatabase(backend);
    try {
      const { db } = database;
      await migrate(db, { dir: before });
      const legacy = [
        { username: 'root', role: '*', modules: [] },
        { username: 'money', role: 'user', modules: ['mdr.dashboard', 'mdr.orders', 'mdr.wow.author', 'mdr.supports'] },
        { username: 'checker', role: 'user', modules: ['mdr.wow.author', 'mdr.author.check', 'menu.use.user'] },
        { username: 'bots', role: 'user', modules: ['mdr.user.bot'] },
      ];
      for (const s of legacy) await db.insertInto('admins').values({ ...s, name: s.username, password_hash: 'x' } as never).execute();
      expect(await migrate(db)).toContain(ROLES_MIGRATION);
      const rows = await db.selectFrom('admins').select(['username', 'role', 'modules', 'role_ids']).orderBy('id').execute();
      for (const s of legacy) {
        const row = rows.find((r) => r.username === s.username)!;
        // later, the review queue's keys went to every holder of a decision key (0022_review_claims.sql)
        const own = row.modules.filter((k) => !k.startsWith('review_queue.'));
        expect({ username: s.username, modules: [...own].sort(), roles: row.role_ids })
          .toEqual({ username: s.username, modules: s.role === '*' ? [] : keysOfModules(s.modules).sort(), roles: [] });
      }
      const money = rows.find((r) => r.username === 'money')!.modules;
      expect(money).toEqual(expect.arrayContaining(['review_queue.read', 'review_queue.claim']));
      expect(money).toEqual(expect.arrayContaining(['orders.read', 'withdrawals.read', 'power_packages.read', 'dashboard.orders']));
      for (const marked of ['orders.refund', 'authors.adjust', 'withdrawals.pay', 'power_packages.update', 'authors.reveal', 'users.reveal']) {
        expect(rows.every((r) => !r.modules.includes(marked)), marked).toBe(true);
      }
      // the author profiles needed mdr.author.check; the audit log and roles were role * only
      expect(money).not.toContain('authors.read');
      expect(rows.find((r) => r.username === 'checker')!.modules).toEqual(expect.arrayContaining(['authors.read', 'admins.update', 'bots.read']));
      expect(rows.flatMap((r) => r.modules).filter((k) => k.startsWith('audit_log.') || k.startsWith('roles.'))).toEqual([]);
      const roles = await db.selectFrom('roles').select(['name_zh', 'name_en']).orderBy('id').execute();
      expect(roles).toEqual(SEEDED_ROLES.map((r) => ({ name_zh: r.nameZh, name_en: r.nameEn })));
      // every seeded role holds what a new database's does (later migrations added keys, e.g. the contacts' reveals)
      const keys = await db.selectFrom('roles').select(['name_en', 'keys']).orderBy('id').execute();
      expect(keys.map((r) => ({ role: r.name_en, keys: [...r.keys].sort() })))
        .toEqual(SEEDED_ROLES.map((r) => ({ role: r.nameEn, keys: [...r.keys].sort() })));
    } finally {
      await database.close();
    }
  });

  it('gives the read_money keys to the roles and accounts that read those resources and held a money key', async () => {
    const earlier = listMigrations(migrationDirs()).filter((m) => m.file < READ_MONEY_MIGRATION);
    const dir = mkdtempSync(join(tmpdir(), 'mdr-migrations-'));
    for (const m of earlier) cpSync(join(m.dir, m.file), join(dir, m.file));
    const database = await createTestDatabase(backend);
    try {
      const { db } = database;
      await migrate(db, { dir });
      const staff = [
        { username: 'payer', modules: ['authors.read', 'authors.adjust', 'promotion_links.read'] },
        { username: 'reader', modules: ['authors.read', 'author_traffic.read', 'withdrawals.read'] },
      ];
      for (const s of staff) await db.insertInto('admins').values({ ...s, role: 'user', name: s.username, password_hash: 'x' } as never).execute();
      expect(await migrate(db)).toContain(READ_MONEY_MIGRATION);
      const moneyReads = (keys: string[]) => keys.filter((k) => k.endsWith('.read_money')).sort();
      const ofAccount = async (username: string) =>
        moneyReads((await db.selectFrom('admins').select('modules').where('username', '=', username).executeTakeFirstOrThrow()).modules);
      const ofRole = async (name: string) =>
        moneyReads((await db.selectFrom('roles').select('keys').where('name_en', '=', name).executeTakeFirstOrThrow()).keys);
      expect(await ofAccount('payer')).toEqual(['authors.read_money', 'promotion_links.read_money']);
      expect(await ofAccount('reader')).toEqual([]);
      // (the later 0028_withdrawal_batches.sql gives Finance the payout batches' totals)
      expect(await ofRole('Finance')).toEqual(['author_traffic.read_money', 'authors.read_money', 'promotion_links.read_money',
        'withdrawal_batches.read_money']);
      expect(await ofRole('Content reviewer')).toEqual([]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
