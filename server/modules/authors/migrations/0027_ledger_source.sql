-- A refund clawback names its refund (order_refunds.id), so every ledger row
-- names its source: the order (income), the refund (clawback), the withdrawal,
-- or itself (adjustment). No foreign key, as for order_id: this folder does not
-- depend on the orders module's tables. Rows written before it are matched to
-- their refund: per order, the n-th clawback to the n-th refund that clawed
-- back, when the amounts agree (the refund command posts one clawback per such
-- refund, in the same transaction); any other stays null.
ALTER TABLE author_ledger ADD COLUMN refund_id bigint;

WITH clawbacks AS (
  SELECT id, order_id, amount_cents, row_number() OVER (PARTITION BY order_id ORDER BY created_at, id) AS n
  FROM author_ledger WHERE kind = 'refund_clawback' AND order_id IS NOT NULL
),
refunds AS (
  SELECT id, order_id, clawback_cents, row_number() OVER (PARTITION BY order_id ORDER BY created_at, id) AS n
  FROM order_refunds WHERE clawback_cents > 0
)
UPDATE author_ledger SET refund_id = refunds.id
FROM clawbacks JOIN refunds ON refunds.order_id = clawbacks.order_id AND refunds.n = clawbacks.n
  AND refunds.clawback_cents = clawbacks.amount_cents
WHERE author_ledger.id = clawbacks.id;

CREATE INDEX author_ledger_refund_idx ON author_ledger (refund_id) WHERE refund_id IS NOT NULL;

-- The refunds list (order_refunds, server/modules/orders/order-refunds.ts) shows what an order's
-- reader already read on each order: its keys go to the roles and accounts holding the orders' own
-- (the seeded Finance role both, the Auditor the read: server/seed/roles.ts).
UPDATE roles SET keys = keys || ARRAY['order_refunds.read']::text[]
WHERE keys @> ARRAY['orders.read']::text[] AND NOT keys @> ARRAY['order_refunds.read']::text[];
UPDATE roles SET keys = keys || ARRAY['order_refunds.export']::text[]
WHERE keys @> ARRAY['orders.export']::text[] AND NOT keys @> ARRAY['order_refunds.export']::text[];
UPDATE admins SET modules = modules || ARRAY['order_refunds.read']::text[]
WHERE modules @> ARRAY['orders.read']::text[] AND NOT modules @> ARRAY['order_refunds.read']::text[];
UPDATE admins SET modules = modules || ARRAY['order_refunds.export']::text[]
WHERE modules @> ARRAY['orders.export']::text[] AND NOT modules @> ARRAY['order_refunds.export']::text[];
