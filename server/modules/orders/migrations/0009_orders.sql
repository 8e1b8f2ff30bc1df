-- Orders of power-station packages and their refunds. Amounts are integer fen.
-- promotion_link_id has no foreign key yet: promotion links are a later module.
CREATE SEQUENCE orders_no_seq;

CREATE TABLE orders (
  id                   bigserial PRIMARY KEY,
  -- readable and unique: PO + the day (Beijing time) + a running number
  order_no             text NOT NULL UNIQUE DEFAULT ('PO' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')
                         || lpad(nextval('orders_no_seq')::text, 8, '0')),
  user_id              integer NOT NULL REFERENCES users(id),
  package_id           integer NOT NULL REFERENCES power_packages(id),
  package_name_zh      text NOT NULL,                    -- snapshot at order time
  package_name_en      text NOT NULL,                    -- snapshot at order time
  package_price_cents  bigint NOT NULL,                  -- snapshot at order time
  amount_cents         bigint NOT NULL CHECK (amount_cents > 0),
  pay_channel          text NOT NULL CHECK (pay_channel IN ('alipay', 'wechat', 'apple', 'card')),
  status               text NOT NULL DEFAULT 'pending'
                       CHECK (status IN ('pending', 'paid', 'closed', 'partially_refunded', 'refunded')),
  author_id            integer REFERENCES authors(id),
  revenue_share        integer NOT NULL DEFAULT 0 CHECK (revenue_share BETWEEN 0 AND 100),  -- snapshot when paid
  author_share_cents   bigint NOT NULL DEFAULT 0 CHECK (author_share_cents >= 0),           -- the income credited
  promotion_link_id    bigint,
  refunded_cents       bigint NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
  paid_at              timestamptz,
  closed_at            timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  version              integer NOT NULL DEFAULT 1
);
CREATE INDEX orders_created_idx ON orders (created_at, id);
CREATE INDEX orders_paid_idx ON orders (paid_at, id);
CREATE INDEX orders_status_idx ON orders (status, id);
CREATE INDEX orders_user_idx ON orders (user_id, id);
CREATE INDEX orders_package_idx ON orders (package_id, id);
CREATE INDEX orders_author_idx ON orders (author_id, id);
CREATE INDEX orders_link_idx ON orders (promotion_link_id, id) WHERE promotion_link_id IS NOT NULL;

-- One row per refund; (order, idempotency key) is unique, so a repeated request
-- finds the first refund and answers it. The order's state after the refund is
-- kept so that the answer to a repeat is exactly the first answer.
CREATE TABLE order_refunds (
  id               bigserial PRIMARY KEY,
  order_id         bigint NOT NULL REFERENCES orders(id),
  amount_cents     bigint NOT NULL CHECK (amount_cents > 0),
  clawback_cents   bigint NOT NULL DEFAULT 0 CHECK (clawback_cents >= 0),
  reason           text NOT NULL,
  idempotency_key  text NOT NULL,
  refunded_after   bigint NOT NULL,
  status_after     text NOT NULL,
  actor_id         integer REFERENCES admins(id) ON DELETE SET NULL,
  actor_name       text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, idempotency_key)
);
