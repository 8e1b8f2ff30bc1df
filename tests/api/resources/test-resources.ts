// Resources that exist only in tests, declared with the same defineResource a
// module uses, to prove what no module needs yet: commands (a custom answer,
// step-up, _many), async mappers, sensitive fields, and a read-only aggregate
// (whose views stand in for a money figure with a filter of its own).
import { createHash, randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { invalidField } from '../../../server/core/errors';
import { hashPassword } from '../../../server/core/password';
import { iso } from '../../../server/resources/mapping';
import { moneyReadKey } from '../../../contract/access/actionKeys';
import { actionKey } from '../../../server/resources/keys';
import { actionsOf, registerResource } from '../../../server/resources/routes';
import { READ_ACTIONS, defineResource, filterOf, type AnyResource } from '../../../server/resources/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test table is not in the app's DB type
const loose = (db: Kysely<DB>) => db as unknown as Kysely<any>;

export async function createContactsTable(db: Kysely<DB>): Promise<void> {
  await sql`CREATE TABLE test_contacts (
    id serial PRIMARY KEY, name text NOT NULL, phone text NOT NULL DEFAULT '', real_name text NOT NULL DEFAULT '',
    email text NOT NULL DEFAULT '', bank_account text NOT NULL DEFAULT '', password_hash text NOT NULL DEFAULT '',
    key_hash text, status text NOT NULL DEFAULT 'active', muted_reason text NOT NULL DEFAULT '',
    version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`.execute(db);
}

const Contact = Type.Object({
  id: Type.Integer(), name: Type.String(), phone: Type.String(), realName: Type.String(), email: Type.String(),
  bankAccount: Type.String(), status: Type.String(), mutedReason: Type.String(), hasKey: Type.Boolean(),
  createdAt: Type.String(), version: Type.Integer(),
});

interface ContactRow {
  id: number; name: string; phone: string; real_name: string; email: string; bank_account: string;
  key_hash: string | null; status: string; muted_reason: string; created_at: Date; version: number;
}

/** sha256 of a key: what create_key stores (the key itself is answered once). */
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

export const contacts = defineResource({
  name: 'test_contacts',
  table: 'test_contacts' as keyof DB,
  permission: 'mdr.wow.guide',
  schemas: {
    record: Contact,
    create: Type.Object({
      name: Type.String({ minLength: 1 }), phone: Type.Optional(Type.String()), realName: Type.Optional(Type.String()),
      email: Type.Optional(Type.String()), bankAccount: Type.Optional(Type.String()), password: Type.String({ minLength: 8 }),
    }, { additionalProperties: false }),
  },
  filters: { q: filterOf(Type.String(), (q, v) => q.where('name', 'ilike', `%${v}%`)) },
  sorts: { id: 'test_contacts.id' },
  defaultSort: { field: 'id', order: 'ASC' },
  query: (db) => loose(db).selectFrom('test_contacts').selectAll('test_contacts'),
  toResponse: (r: ContactRow) => ({
    id: r.id, name: r.name, phone: r.phone, realName: r.real_name, email: r.email, bankAccount: r.bank_account,
    status: r.status, mutedReason: r.muted_reason, hasKey: r.key_hash !== null, createdAt: iso(r.created_at), version: r.version,
  }),
  // async: the password is hashed with argon2 on the way in
  toInsert: async (d) => ({
    name: d.name, phone: d.phone ?? '', real_name: d.realName ?? '', email: d.email ?? '', bank_account: d.bankAccount ?? '',
    password_hash: await hashPassword(String(d.password)),
  }) as never,
  toUpdate: async (d) => ({
    ...(d.name !== undefined ? { name: d.name } : {}),
    ...(d.password !== undefined ? { password_hash: await hashPassword(String(d.password)) } : {}),
  }) as never,
  rules: {
    async validate(data, { db }) {
      const taken = data.name && await loose(db).selectFrom('test_contacts').select('id').where('name', '=', data.name).executeTakeFirst();
      if (taken) throw invalidField('data.name', 'error.blank');
    },
  },
  sensitive: { phone: 'phone', realName: 'name', email: 'email', bankAccount: 'account' },
  stateColumn: 'status',
  commands: {
    mute: {
      summary: 'Mute for some hours', from: ['active'], many: true,
      body: { reason: Type.String({ minLength: 1 }), hours: Type.Integer({ minimum: 1, maximum: 720 }) },
      async run(_trx, { update, body }) {
        await update({ status: 'muted', muted_reason: `${body.reason} (${body.hours}h)` } as never);
      },
      // a consequence that fails undoes the command and its audit row
      async after(_trx, { body }) {
        if (body.reason === 'boom') throw new Error('after failed');
      },
    },
    create_key: {
      summary: 'A new API key, shown once', stepUp: true,
      answer: Type.Object({ key: Type.String() }),
      async run(_trx, { update }) {
        const key = randomBytes(16).toString('hex');
        await update({ key_hash: keyHash(key) } as never);
        return { key };
      },
    },
  },
}) as AnyResource;

/** Read-only aggregate: articles per author (GROUP BY in a derived table), no table, no version. */
export const authorStats = defineResource({
  name: 'test_author_stats',
  idColumn: 'per_author.id',
  permission: 'mdr.wow.guide',
  actions: READ_ACTIONS,
  schemas: { record: Type.Object({ id: Type.Integer(), articles: Type.Integer(), views: Type.Integer() }) },
  filters: {
    minArticles: filterOf(Type.Integer(), (q, v) => q.where(sql.ref('per_author.articles'), '>=', v)),
    views: filterOf(Type.Integer(), (q, v) => q.where(sql.ref('per_author.views'), '>=', v)),
  },
  sorts: { id: 'per_author.id', articles: 'per_author.articles', views: 'per_author.views' },
  moneyFields: ['views'],
  defaultSort: { field: 'articles', order: 'DESC' },
  query: (db) => db.selectFrom((sub) => sub.selectFrom('articles')
    .select((eb) => ['author_id as id', eb.fn.countAll<number>().as('articles'), eb.fn.sum<number>('views').as('views')])
    .groupBy('author_id').as('per_author')).selectAll('per_author'),
  toResponse: (r: { id: number; articles: number | string; views: number | string }) => ({ id: r.id, articles: Number(r.articles), views: Number(r.views) }),
}) as AnyResource;

/** The test resources' routes, in the API context (as a module's would be). */
export const testResourcesPlugin = async (api: FastifyInstance) => {
  registerResource(api, contacts);
  registerResource(api, authorStats);
};

/** Every key of the test resources' routes (they are not in the generated list: the app registers them only here). */
export const TEST_RESOURCE_KEYS = [contacts, authorStats].flatMap((def) => [
  ...actionsOf(def).map((a) => actionKey(def.name, a)), ...(def.moneyFields ? [moneyReadKey(def.name)] : []),
]);

/** Gives these staff accounts the test resources' keys too. */
export async function grantTestKeys(db: Kysely<DB>, usernames: string[]): Promise<void> {
  await db.updateTable('admins').set({ modules: sql<string[]>`modules || ${sql.val(TEST_RESOURCE_KEYS)}::text[]` })
    .where('username', 'in', usernames).execute();
}
