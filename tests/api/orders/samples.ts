// Records of the packages and orders modules for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';
import { newKey, newOrder, orderWorld } from './fixtures';

const samples: ModuleSamples = async (db) => {
  const world = await orderWorld(db);
  let n = 0;
  const newPackage = (status: 'on_sale' | 'off_sale' = 'off_sale') => db.insertInto('power_packages').values({
    name_zh: `样例套餐 ${++n}`, name_en: `Sample ${n}`, price_cents: 1000, original_price_cents: 1500, duration_days: 7, status,
  }).returning('id').executeTakeFirstOrThrow().then((r) => r.id);
  return {
    power_packages: {
      insert: (state) => newPackage(state as 'on_sale' | 'off_sale' | undefined),
      data: () => ({ nameZh: '样例套餐', nameEn: 'Sample package', priceCents: 1000, originalPriceCents: 1500, durationDays: 7 }),
    },
    orders: {
      insert: async (state) => {
        const id = await newOrder(db, world, 10_000, { pending: state === 'pending' });
        if (state === 'refunded' || state === 'partially_refunded' || state === 'closed') {
          await db.updateTable('orders').set({ status: state, refunded_cents: state === 'refunded' ? 10_000 : state === 'closed' ? 0 : 100 })
            .where('id', '=', id).execute();
        }
        return id;
      },
      bodies: { refund: { amountCents: 100, reason: 'sample refund', get idempotencyKey() { return newKey(); } } },
    },
    order_refunds: {
      // a refund as the refund command writes it, of a paid order of the sample author
      insert: async () => {
        const orderId = await newOrder(db, world, 10_000);
        await db.updateTable('orders').set({ status: 'partially_refunded', refunded_cents: 100 }).where('id', '=', orderId).execute();
        const row = await db.insertInto('order_refunds').values({
          order_id: orderId, amount_cents: 100, clawback_cents: 70, reason: 'sample refund', idempotency_key: newKey(),
          refunded_after: 100, status_after: 'partially_refunded',
        }).returning('id').executeTakeFirstOrThrow();
        return Number(row.id);
      },
    },
  };
};
export default samples;
