-- Payout batches: approved withdrawals gathered for the bank (server/modules/authors/batches.ts).
-- A withdrawal joins at most one batch (withdrawals.batch_id) and never leaves it; the batch's
-- count and total are written once, when it is made. Its state is not stored: it is derived
-- from its lines and exported_at (open → exported → partly_settled → settled), so two lines
-- paid at once can never leave it behind.
CREATE TABLE withdrawal_batches (
  id           bigserial PRIMARY KEY,
  created_by   integer REFERENCES admins(id) ON DELETE SET NULL,
  line_count   integer NOT NULL CHECK (line_count > 0),
  total_cents  bigint NOT NULL CHECK (total_cents > 0),
  exported_at  timestamptz,
  exported_by  integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1
);
CREATE INDEX withdrawal_batches_created_idx ON withdrawal_batches (created_at, id);

ALTER TABLE withdrawals ADD COLUMN batch_id bigint REFERENCES withdrawal_batches(id);
CREATE INDEX withdrawals_batch_idx ON withdrawals (batch_id) WHERE batch_id IS NOT NULL;

-- Whoever reads withdrawals reads their batches; the seeded Finance role (server/seed/roles.ts)
-- also makes them, sees their totals and exports them for the bank; the Auditor reads them.
UPDATE roles SET keys = keys || ARRAY['withdrawal_batches.read']::text[]
WHERE keys @> ARRAY['withdrawals.read']::text[] AND NOT keys @> ARRAY['withdrawal_batches.read']::text[];
UPDATE admins SET modules = modules || ARRAY['withdrawal_batches.read']::text[]
WHERE modules @> ARRAY['withdrawals.read']::text[] AND NOT modules @> ARRAY['withdrawal_batches.read']::text[];
UPDATE roles SET keys = keys || ARRAY['withdrawals.batch', 'withdrawal_batches.read_money', 'withdrawal_batches.export_bank']::text[],
  version = version + 1, updated_at = now()
WHERE name_en = 'Finance' AND NOT keys @> ARRAY['withdrawals.batch']::text[];
-- (the Auditor holds withdrawals.read, so the first statement gave it the read key)
UPDATE roles SET keys = keys || ARRAY['withdrawal_batches.read_money']::text[]
WHERE name_en = 'Auditor' AND NOT keys @> ARRAY['withdrawal_batches.read_money']::text[];
