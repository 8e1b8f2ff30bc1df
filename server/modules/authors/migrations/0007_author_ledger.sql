-- Authors' money: profile and payout columns on the core `authors` table, the
-- append-only ledger that is the only way a balance moves, and withdrawals with
-- their approvals. Balances are integer fen: available may go negative (a refund
-- clawback after a withdrawal), frozen never does.

ALTER TABLE authors
  ADD COLUMN real_name         text NOT NULL DEFAULT '',
  ADD COLUMN contact           text NOT NULL DEFAULT '',
  ADD COLUMN payout_method     text NOT NULL DEFAULT 'alipay' CHECK (payout_method IN ('alipay', 'wechat', 'bank')),
  ADD COLUMN payout_account    text NOT NULL DEFAULT '',
  ADD COLUMN revenue_share     integer NOT NULL DEFAULT 70 CHECK (revenue_share BETWEEN 0 AND 100),
  ADD COLUMN reason            text NOT NULL DEFAULT '',
  ADD COLUMN available_cents   bigint NOT NULL DEFAULT 0,
  ADD COLUMN frozen_cents      bigint NOT NULL DEFAULT 0 CHECK (frozen_cents >= 0),
  ADD COLUMN reviewed_by       integer REFERENCES admins(id) ON DELETE SET NULL;

CREATE INDEX authors_status_idx ON authors (status, id);

CREATE TABLE withdrawals (
  id                bigserial PRIMARY KEY,
  author_id         integer NOT NULL REFERENCES authors(id),
  amount_cents      bigint NOT NULL CHECK (amount_cents > 0),
  fee_cents         bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  payout_method     text NOT NULL,                       -- snapshot at request time
  payout_account    text NOT NULL,                       -- snapshot at request time
  status            text NOT NULL DEFAULT 'requested'
                    CHECK (status IN ('requested', 'approved', 'paid', 'rejected', 'failed')),
  approvals_needed  integer NOT NULL DEFAULT 1 CHECK (approvals_needed IN (1, 2)),
  reason            text NOT NULL DEFAULT '',
  reference         text NOT NULL DEFAULT '',
  paid_by           integer REFERENCES admins(id) ON DELETE SET NULL,
  requested_at      timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
CREATE INDEX withdrawals_author_idx ON withdrawals (author_id, id);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id);
CREATE INDEX withdrawals_requested_idx ON withdrawals (requested_at, id);

-- One row per staff member who approved a withdrawal (four eyes: two different people).
CREATE TABLE withdrawal_approvals (
  withdrawal_id  bigint NOT NULL REFERENCES withdrawals(id),
  admin_id       integer NOT NULL REFERENCES admins(id),
  admin_name     text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (withdrawal_id, admin_id)
);

-- Append-only. Each row says how it moved the two balances; the balances are the
-- sums of these deltas (npm run ledger:check). order_id points into `orders` (the
-- orders module's table, no foreign key so this file does not depend on it); a
-- paid order gives at most one income row.
CREATE TABLE author_ledger (
  id               bigserial PRIMARY KEY,
  author_id        integer NOT NULL REFERENCES authors(id),
  kind             text NOT NULL CHECK (kind IN ('income', 'refund_clawback', 'withdrawal_freeze',
                   'withdrawal_unfreeze', 'withdrawal_paid', 'adjustment')),
  amount_cents     bigint NOT NULL,                      -- as posted: positive, or signed for adjustment
  available_delta  bigint NOT NULL,
  frozen_delta     bigint NOT NULL,
  available_after  bigint NOT NULL,
  frozen_after     bigint NOT NULL,
  order_id         bigint,
  withdrawal_id    bigint REFERENCES withdrawals(id),
  reason           text NOT NULL DEFAULT '',
  actor_id         integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX author_ledger_author_idx ON author_ledger (author_id, id);
CREATE INDEX author_ledger_order_idx ON author_ledger (order_id) WHERE order_id IS NOT NULL;
CREATE UNIQUE INDEX author_ledger_income_once ON author_ledger (order_id) WHERE kind = 'income';
