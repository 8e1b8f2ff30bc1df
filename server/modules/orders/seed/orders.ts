// About 50,000 orders over six months, set-based (INSERT … SELECT
// generate_series) so the embedded demo's first start stays quick: packages,
// channels, authors and promotion links spread by a deterministic hash of the
// row number; most paid, some pending or closed, some partly or fully refunded.
// The paid orders' income and the refunds' clawbacks go into the author ledger
// in the same transaction, and the authors' balances are moved by exactly the
// sum of those rows (the ledger invariant: balance = sum of the ledger).
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { SeedStep } from '../../../seed/types';

export const ORDER_COUNT = 50_000;
const DAYS = 180;
/** promotion link ids the orders carry (the links themselves are seeded by their own module) */
const LINK_IDS = 30;

/** A deterministic pseudo-random integer in [0, m) from the row number `g` and a salt (SQL text). */
const h = (salt: number, m: number) => sql.raw(`(((g::bigint * 2654435761 + ${salt * 97787}) % 4294967291) % ${m})`);

async function insertOrders(trx: Transaction<DB>, now: Date): Promise<void> {
  await sql`
    WITH pk AS (SELECT array_agg(id ORDER BY sort_order, id) AS ids FROM power_packages),
    us AS (SELECT array_agg(id ORDER BY id) AS ids FROM users),
    au AS (SELECT array_agg(id ORDER BY id) AS ids FROM authors WHERE status IN ('approved', 'suspended')),
    raw AS (
      SELECT g,
        -- most orders are recent: the square root leans the age towards today
        ${now}::timestamptz - make_interval(secs => (${DAYS} * 86400.0) * (1 - sqrt(${h(1, 1000000)} / 1000000.0))) AS created_at,
        (SELECT ids FROM pk)[1 + (CASE WHEN ${h(2, 100)} < 10 THEN 0 WHEN ${h(2, 100)} < 30 THEN 1 WHEN ${h(2, 100)} < 65 THEN 2
          WHEN ${h(2, 100)} < 78 THEN 3 WHEN ${h(2, 100)} < 86 THEN 4 WHEN ${h(2, 100)} < 95 THEN 5 ELSE 6 END)
          % cardinality((SELECT ids FROM pk))] AS package_id,
        (SELECT ids FROM us)[1 + ${h(3, 1000003)} % cardinality((SELECT ids FROM us))] AS user_id,
        CASE WHEN ${h(4, 100)} < 80 AND cardinality((SELECT ids FROM au)) > 0
          THEN (SELECT ids FROM au)[1 + ${h(5, 1000003)} % cardinality((SELECT ids FROM au))] END AS author_id,
        CASE WHEN ${h(6, 100)} < 45 THEN 'alipay' WHEN ${h(6, 100)} < 85 THEN 'wechat'
          WHEN ${h(6, 100)} < 95 THEN 'apple' ELSE 'card' END AS pay_channel,
        CASE WHEN ${h(7, 100)} < 35 THEN 1 + ${h(8, LINK_IDS)} END AS link_id,
        ${h(9, 1000)} AS st,
        ${h(10, 61)} + 20 AS part
      FROM generate_series(1, ${ORDER_COUNT}) AS g
    ),
    shaped AS (
      SELECT raw.*, p.name_zh, p.name_en, p.price_cents, coalesce(a.revenue_share, 0) AS share,
        CASE WHEN st < 40 THEN 'pending' WHEN st < 80 THEN 'closed' WHEN st < 905 THEN 'paid'
          WHEN st < 965 THEN 'partially_refunded' ELSE 'refunded' END AS status
      FROM raw JOIN power_packages p ON p.id = raw.package_id LEFT JOIN authors a ON a.id = raw.author_id
    )
    INSERT INTO orders (order_no, user_id, package_id, package_name_zh, package_name_en, package_price_cents,
      amount_cents, pay_channel, status, author_id, revenue_share, author_share_cents, promotion_link_id,
      refunded_cents, paid_at, closed_at, created_at, updated_at)
    SELECT 'PO' || to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('orders_no_seq')::text, 8, '0'),
      user_id, package_id, name_zh, name_en, price_cents, price_cents, pay_channel, status, author_id,
      CASE WHEN status IN ('pending', 'closed') THEN 0 ELSE share END,
      CASE WHEN status IN ('pending', 'closed') THEN 0 ELSE price_cents * share / 100 END,
      link_id,
      CASE status WHEN 'refunded' THEN price_cents WHEN 'partially_refunded' THEN price_cents * part / 100 ELSE 0 END,
      CASE WHEN status IN ('pending', 'closed') THEN NULL ELSE created_at + interval '2 minutes' END,
      CASE WHEN status = 'closed' THEN created_at + interval '30 minutes' END,
      created_at,
      CASE WHEN status IN ('partially_refunded', 'refunded') THEN least(created_at + interval '3 days', ${now}::timestamptz)
        ELSE created_at END
    FROM shaped ORDER BY shaped.created_at, shaped.g`.execute(trx);
}

/** One refund per refunded order (the whole refunded amount), by the first staff account. */
async function insertRefunds(trx: Transaction<DB>): Promise<void> {
  await sql`
    INSERT INTO order_refunds (order_id, amount_cents, clawback_cents, reason, idempotency_key, refunded_after,
      status_after, actor_id, actor_name, created_at)
    SELECT o.id, o.refunded_cents, o.author_share_cents * o.refunded_cents / o.amount_cents,
      CASE o.id % 3 WHEN 0 THEN '用户申请退款' WHEN 1 THEN '重复支付' ELSE 'Bought by mistake' END,
      'seed-' || o.id, o.refunded_cents, o.status, s.id, coalesce(s.name, ''), o.updated_at
    FROM orders o LEFT JOIN LATERAL (SELECT id, name FROM admins ORDER BY id LIMIT 1) s ON true
    WHERE o.status IN ('partially_refunded', 'refunded') ORDER BY o.updated_at, o.id`.execute(trx);
}

/**
 * The ledger rows of the orders (income when paid, clawback when refunded) in
 * time order, each with the author's running balance after it, then every
 * author's balance moved by the sum of its new rows.
 */
async function postOrderLedger(trx: Transaction<DB>): Promise<number> {
  const inserted = await sql<{ n: number }>`
    WITH moves AS (
      SELECT o.author_id, 'income' AS kind, o.author_share_cents AS amount, o.author_share_cents AS delta,
        o.id AS order_id, NULL::bigint AS refund_id, '' AS reason, NULL::integer AS actor_id, o.paid_at AS at, 0 AS seq
      FROM orders o WHERE o.author_id IS NOT NULL AND o.author_share_cents > 0
      UNION ALL
      SELECT o.author_id, 'refund_clawback', r.clawback_cents, -r.clawback_cents, o.id, r.id, r.reason, r.actor_id, r.created_at, 1
      FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.author_id IS NOT NULL AND r.clawback_cents > 0
    ),
    running AS (
      SELECT m.*, a.available_cents + sum(m.delta) OVER (PARTITION BY m.author_id ORDER BY m.at, m.seq, m.order_id) AS available_after,
        a.frozen_cents AS frozen_after
      FROM moves m JOIN authors a ON a.id = m.author_id
    ),
    ins AS (
      INSERT INTO author_ledger (author_id, kind, amount_cents, available_delta, frozen_delta, available_after, frozen_after,
        order_id, refund_id, reason, actor_id, created_at)
      SELECT author_id, kind, amount, delta, 0, available_after, frozen_after, order_id, refund_id, reason, actor_id, at
      FROM running ORDER BY at, seq, order_id
      RETURNING author_id, available_delta
    ),
    totals AS (SELECT author_id, sum(available_delta) AS delta, count(*) AS n FROM ins GROUP BY author_id),
    moved AS (
      UPDATE authors SET available_cents = authors.available_cents + totals.delta
      FROM totals WHERE authors.id = totals.author_id RETURNING totals.n
    )
    SELECT coalesce(sum(n), 0)::integer AS n FROM moved`.execute(trx);
  return Number(inserted.rows[0]?.n ?? 0);
}

export const ordersStep: SeedStep = {
  name: 'orders',
  async run({ trx, now, log }) {
    const t0 = Date.now();
    await insertOrders(trx, now);
    const t1 = Date.now();
    await insertRefunds(trx);
    log(`seed: orders: insert ${t1 - t0} ms, refunds ${Date.now() - t1} ms`);
    const t2 = Date.now();
    const ledgerRows = await postOrderLedger(trx);
    log(`seed: orders: ledger ${Date.now() - t2} ms`);
    const refunds = await trx.selectFrom('order_refunds').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // the rows this step wrote: the seed's summary adds up every step's (the authors step writes ledger rows too)
    return { orders: ORDER_COUNT, order_refunds: Number(refunds.n), author_ledger: ledgerRows };
  },
};
