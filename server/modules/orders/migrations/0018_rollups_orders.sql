-- The orders' figures for the workplace, kept by a statement-level trigger in
-- the same transaction as the order rows (one aggregated upsert per statement;
-- a write that changes no figure writes nothing):
--   rollup_daily 'orders.paid' / 'orders.income': orders paid that Beijing day,
--     and what they brought net of refunds (amount - refunded, fen);
--   rollup_author_rank: the same per author, all time ('all') and per month
--     of payment ('YYYY-MM'), for the top-10 rankings.
-- An order counts once it is paid, and keeps counting when refunded (its
-- income drops by each refund). server/modules/orders/rollups.ts recomputes both.
CREATE TABLE rollup_author_rank (
  period       text NOT NULL,
  author_id    integer NOT NULL,
  orders       bigint NOT NULL,
  income_cents bigint NOT NULL,
  PRIMARY KEY (period, author_id)
);
CREATE INDEX rollup_author_rank_orders_idx ON rollup_author_rank (period, orders DESC, author_id);
CREATE INDEX rollup_author_rank_income_idx ON rollup_author_rank (period, income_cents DESC, author_id);

CREATE FUNCTION orders_paid_rows(rel text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT mdr_beijing_day(paid_at) AS day, author_id, amount_cents - refunded_cents AS income, %s AS sign
    FROM %I WHERE paid_at IS NOT NULL AND status IN (''paid'', ''partially_refunded'', ''refunded'')', sign, rel)
$$;

CREATE FUNCTION orders_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := mdr_delta(TG_OP, orders_paid_rows('new_rows', 1), orders_paid_rows('old_rows', -1));
BEGIN
  EXECUTE format($q$
    INSERT INTO rollup_daily (metric, day, value)
    SELECT m.metric, d.day, sum(CASE m.metric WHEN 'orders.paid' THEN d.sign ELSE d.sign * d.income END)
    FROM (%s) d CROSS JOIN (VALUES ('orders.income'), ('orders.paid')) m(metric)
    GROUP BY 1, 2 HAVING sum(CASE m.metric WHEN 'orders.paid' THEN d.sign ELSE d.sign * d.income END) <> 0
    ORDER BY 1, 2
    ON CONFLICT (metric, day) DO UPDATE SET value = rollup_daily.value + excluded.value$q$, delta);
  EXECUTE format($q$
    INSERT INTO rollup_author_rank (period, author_id, orders, income_cents)
    SELECT p.period, d.author_id, sum(d.sign), sum(d.sign * d.income)
    FROM (%s) d CROSS JOIN LATERAL (VALUES ('all'), (to_char(d.day, 'YYYY-MM'))) p(period)
    WHERE d.author_id IS NOT NULL
    GROUP BY 1, 2 HAVING sum(d.sign) <> 0 OR sum(d.sign * d.income) <> 0
    ORDER BY 1, 2
    ON CONFLICT (period, author_id) DO UPDATE SET orders = rollup_author_rank.orders + excluded.orders,
      income_cents = rollup_author_rank.income_cents + excluded.income_cents$q$, delta);
  RETURN NULL;
END $$;

SELECT mdr_statement_triggers('orders', 'orders_rollup_trigger');

-- the orders already there
INSERT INTO rollup_daily (metric, day, value)
SELECT m.metric, d.day, sum(CASE m.metric WHEN 'orders.paid' THEN 1 ELSE d.income END)
FROM (SELECT mdr_beijing_day(paid_at) AS day, amount_cents - refunded_cents AS income FROM orders
      WHERE paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded')) d
CROSS JOIN (VALUES ('orders.income'), ('orders.paid')) m(metric)
GROUP BY 1, 2;
INSERT INTO rollup_author_rank (period, author_id, orders, income_cents)
SELECT p.period, d.author_id, count(*), sum(d.income)
FROM (SELECT mdr_beijing_day(paid_at) AS day, author_id, amount_cents - refunded_cents AS income FROM orders
      WHERE paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded') AND author_id IS NOT NULL) d
CROSS JOIN LATERAL (VALUES ('all'), (to_char(d.day, 'YYYY-MM'))) p(period)
GROUP BY 1, 2;
