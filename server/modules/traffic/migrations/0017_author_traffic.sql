-- Author traffic (server/modules/traffic): per author per Beijing day, the
-- platform's figures — views, visitors, likes, new followers, written by the
-- platform's own counters — and the orders and income (fen, net of refunds) of
-- orders paid that day, kept by a statement-level trigger on orders in the same
-- transaction as the order rows. rollups.ts recomputes the orders' part.
CREATE TABLE author_traffic (
  id           bigserial PRIMARY KEY,
  author_id    integer NOT NULL REFERENCES authors(id),
  day          date NOT NULL,
  views        bigint NOT NULL DEFAULT 0 CHECK (views >= 0),
  visitors     bigint NOT NULL DEFAULT 0 CHECK (visitors >= 0),
  likes        bigint NOT NULL DEFAULT 0 CHECK (likes >= 0),
  followers    bigint NOT NULL DEFAULT 0,
  orders       bigint NOT NULL DEFAULT 0,
  income_cents bigint NOT NULL DEFAULT 0,
  UNIQUE (author_id, day)
);
-- the list by day (all authors) and a range's totals; one author's days come from the unique index
CREATE INDEX author_traffic_day_idx ON author_traffic (day DESC, author_id);

CREATE FUNCTION author_traffic_rows(rel text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT author_id, mdr_beijing_day(paid_at) AS day, amount_cents - refunded_cents AS income, %s AS sign
    FROM %I WHERE author_id IS NOT NULL AND paid_at IS NOT NULL AND status IN (''paid'', ''partially_refunded'', ''refunded'')', sign, rel)
$$;

CREATE FUNCTION author_traffic_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := mdr_delta(TG_OP, author_traffic_rows('new_rows', 1), author_traffic_rows('old_rows', -1));
BEGIN
  EXECUTE format($q$
    INSERT INTO author_traffic (author_id, day, orders, income_cents)
    SELECT author_id, day, sum(sign), sum(sign * income) FROM (%s) d
    GROUP BY 1, 2 HAVING sum(sign) <> 0 OR sum(sign * income) <> 0 ORDER BY 1, 2
    ON CONFLICT (author_id, day) DO UPDATE SET orders = author_traffic.orders + excluded.orders,
      income_cents = author_traffic.income_cents + excluded.income_cents$q$, delta);
  RETURN NULL;
END $$;

SELECT mdr_statement_triggers('orders', 'author_traffic_trigger');

INSERT INTO author_traffic (author_id, day, orders, income_cents)
SELECT author_id, mdr_beijing_day(paid_at), count(*), sum(amount_cents - refunded_cents) FROM orders
WHERE author_id IS NOT NULL AND paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded')
GROUP BY 1, 2;
