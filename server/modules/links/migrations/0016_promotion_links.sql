-- Promotion links (server/modules/links): a channel's tracked link. GET /r/<code>
-- counts the click and redirects. promotion_link_daily holds per link per
-- Beijing day: clicks and unique visitors (written by the click, in the same
-- statement), sign-ups (users.signup_link_id, by registration day) and orders
-- and income (orders.promotion_link_id, by payment day, net of refunds) — the
-- last three kept by statement triggers in the same transaction as their rows
-- and recomputed by rollups.ts. Sign-ups and orders name their link without a
-- foreign key (they were written before links existed); a link with either is
-- never deleted, only paused.
CREATE TABLE promotion_links (
  id          serial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('bilibili', 'douyin', 'wechat', 'weibo', 'qq', 'other')),
  name        text NOT NULL,
  code        text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
  target_url  text NOT NULL,
  paused      boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX promotion_links_channel_idx ON promotion_links (channel, id);

CREATE TABLE promotion_link_daily (
  link_id      integer NOT NULL,
  day          date NOT NULL,
  clicks       bigint NOT NULL DEFAULT 0,
  visitors     bigint NOT NULL DEFAULT 0,
  signups      bigint NOT NULL DEFAULT 0,
  orders       bigint NOT NULL DEFAULT 0,
  income_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (link_id, day)
);
CREATE INDEX promotion_link_daily_day_idx ON promotion_link_daily (day, link_id);

-- Unique visitors: a hash of the day's salt, the address and the user agent —
-- never the address itself. The salt is random per day and forgotten with the
-- day's visitors, so yesterday's hashes cannot be traced back.
CREATE TABLE promotion_link_salts (
  day  date PRIMARY KEY,
  salt text NOT NULL
);
CREATE TABLE promotion_link_visitors (
  link_id integer NOT NULL,
  day     date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (link_id, day, visitor)
);

CREATE FUNCTION promotion_link_rows(rel text, sign int, kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'users' THEN format('SELECT signup_link_id AS link_id, mdr_beijing_day(registered_at) AS day, %s AS signups,
        0 AS orders, 0::bigint AS income FROM %I WHERE signup_link_id IS NOT NULL', sign, rel)
    ELSE format('SELECT promotion_link_id::int AS link_id, mdr_beijing_day(paid_at) AS day, 0 AS signups, %s AS orders,
        %s * (amount_cents - refunded_cents) AS income FROM %I
        WHERE promotion_link_id IS NOT NULL AND paid_at IS NOT NULL AND status IN (''paid'', ''partially_refunded'', ''refunded'')',
        sign, sign, rel) END
$$;

CREATE FUNCTION promotion_link_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  delta text := mdr_delta(TG_OP, promotion_link_rows('new_rows', 1, kind), promotion_link_rows('old_rows', -1, kind));
BEGIN
  EXECUTE format($q$
    INSERT INTO promotion_link_daily (link_id, day, signups, orders, income_cents)
    SELECT link_id, day, sum(signups), sum(orders), sum(income) FROM (%s) d
    GROUP BY 1, 2 HAVING sum(signups) <> 0 OR sum(orders) <> 0 OR sum(income) <> 0 ORDER BY 1, 2
    ON CONFLICT (link_id, day) DO UPDATE SET signups = promotion_link_daily.signups + excluded.signups,
      orders = promotion_link_daily.orders + excluded.orders,
      income_cents = promotion_link_daily.income_cents + excluded.income_cents$q$, delta);
  RETURN NULL;
END $$;

SELECT mdr_statement_triggers('users', 'promotion_link_trigger', 'users');
SELECT mdr_statement_triggers('orders', 'promotion_link_trigger', 'orders');

-- the sign-ups and orders already there
INSERT INTO promotion_link_daily (link_id, day, signups, orders, income_cents)
SELECT link_id, day, sum(signups), sum(orders), sum(income) FROM (
  SELECT signup_link_id AS link_id, mdr_beijing_day(registered_at) AS day, 1 AS signups, 0 AS orders, 0::bigint AS income
  FROM users WHERE signup_link_id IS NOT NULL
  UNION ALL
  SELECT promotion_link_id::int, mdr_beijing_day(paid_at), 0, 1, amount_cents - refunded_cents FROM orders
  WHERE promotion_link_id IS NOT NULL AND paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded')
) d GROUP BY 1, 2;
