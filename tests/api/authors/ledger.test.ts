// postLedger: each kind moves the balance as documented, in the caller's
// transaction; refusals and rollbacks leave both the balance and the ledger as
// they were.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/schema';
import { postLedger } from '../../../server/modules/authors';
import { createTestDatabase, testBackends } from '../helpers';
import { migrate } from '../../../server/db/migrate';

async function newAuthor(db: Kysely<DB>): Promise<number> {
  const user = await db.insertInto('users').values({ nickname: 'ledger user' }).returning('id').executeTakeFirstOrThrow();
  const a = await db.insertInto('authors').values({ user_id: user.id, pen_name: 'pen', status: 'approved' }).returning('id').executeTakeFirstOrThrow();
  return a.id;
}

const balance = (db: Kysely<DB>, id: number) =>
  db.selectFrom('authors').select(['available_cents', 'frozen_cents']).where('id', '=', id).executeTakeFirstOrThrow()
    .then((r) => ({ available: Number(r.available_cents), frozen: Number(r.frozen_cents) }));

describe.each(testBackends())('postLedger (%s)', (backend) => {
  let db: Kysely<DB>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(backend);
    db = database.db;
    close = database.close;
    await migrate(db);
  });
  afterAll(() => close());

  it('moves available and frozen by kind and records the balance after each row', async () => {
    const id = await newAuthor(db);
    await db.transaction().execute(async (trx) => {
      await postLedger(trx, { authorId: id, kind: 'income', amountCents: 10_000, orderId: 1 });
      await postLedger(trx, { authorId: id, kind: 'refund_clawback', amountCents: 1_000, orderId: 1 });
      await postLedger(trx, { authorId: id, kind: 'withdrawal_freeze', amountCents: 5_000 });
      await postLedger(trx, { authorId: id, kind: 'withdrawal_unfreeze', amountCents: 2_000 });
      await postLedger(trx, { authorId: id, kind: 'withdrawal_paid', amountCents: 3_000 });
      const last = await postLedger(trx, { authorId: id, kind: 'adjustment', amountCents: -500, reason: 'fix' });
      expect(last).toMatchObject({ availableAfter: 5_500, frozenAfter: 0 });
    });
    expect(await balance(db, id)).toEqual({ available: 5_500, frozen: 0 });
    const sums = await db.selectFrom('author_ledger').where('author_id', '=', id)
      .select((eb) => [eb.fn.sum<number>('available_delta').as('a'), eb.fn.sum<number>('frozen_delta').as('f'), eb.fn.countAll<number>().as('n')])
      .executeTakeFirstOrThrow();
    expect([Number(sums.a), Number(sums.f), Number(sums.n)]).toEqual([5_500, 0, 6]);
  });

  it('refuses a freeze beyond the available balance and leaves nothing behind', async () => {
    const id = await newAuthor(db);
    await db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind: 'income', amountCents: 300 }));
    await expect(db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind: 'withdrawal_freeze', amountCents: 301 })))
      .rejects.toMatchObject({ code: -5 });
    await expect(db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind: 'withdrawal_paid', amountCents: 1 })))
      .rejects.toMatchObject({ code: -5 });
    expect(await balance(db, id)).toEqual({ available: 300, frozen: 0 });
  });

  it('lets a clawback take the balance below zero, refuses bad amounts and unknown authors', async () => {
    const id = await newAuthor(db);
    await db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind: 'refund_clawback', amountCents: 700 }));
    expect(await balance(db, id)).toEqual({ available: -700, frozen: 0 });
    for (const [kind, amountCents] of [['income', -5], ['income', 1.5], ['refund_clawback', 0], ['adjustment', 0]] as const) {
      await expect(db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind, amountCents }))).rejects.toThrow(/bad amount/);
    }
    // a paid order at a 0 % share still records its one income row
    await db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind: 'income', amountCents: 0, orderId: 7 }));
    await expect(db.transaction().execute((trx) => postLedger(trx, { authorId: 999_999, kind: 'income', amountCents: 1 })))
      .rejects.toMatchObject({ code: -4 });
  });

  it('rolls the balance back with the caller and refuses a second income row for one order', async () => {
    const id = await newAuthor(db);
    await expect(db.transaction().execute(async (trx) => {
      await postLedger(trx, { authorId: id, kind: 'income', amountCents: 900, orderId: 42 });
      throw new Error('the cause failed');
    })).rejects.toThrow('the cause failed');
    expect(await balance(db, id)).toEqual({ available: 0, frozen: 0 });
    await db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind: 'income', amountCents: 900, orderId: 42 }));
    await expect(db.transaction().execute((trx) => postLedger(trx, { authorId: id, kind: 'income', amountCents: 900, orderId: 42 })))
      .rejects.toThrow();
    expect(await balance(db, id)).toEqual({ available: 900, frozen: 0 });
  });
});
