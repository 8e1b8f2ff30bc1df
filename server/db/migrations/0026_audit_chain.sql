-- The audit trail proves it is whole (docs/architecture.md "The audit chain"):
-- every audit_log row carries `seq` (one gapless sequence), `prev_hash` (the
-- hash of the row before it) and `hash` = SHA-256 of prev_hash and the row's
-- canonical text (mdr_audit_canonical, the one definition; npm run audit:verify,
-- server/core/audit-chain.ts, recomputes it independently).
--
-- Assigned by the database, so every writer is covered (core/audit.ts, the
-- `denied` rows, the seeds, any number of instances): a constraint trigger,
-- DEFERRABLE INITIALLY DEFERRED, runs at COMMIT of the inserting transaction,
-- locks the one-row chain head FOR UPDATE, and chains the row. The head's lock is
-- held only from that moment to the end of the commit, not for the whole
-- transaction; two transactions committing at once take it in turn (the second
-- reads the head the first left), so the chain never forks or skips, and a rolled
-- back transaction never took a number.
ALTER TABLE audit_log
  ADD COLUMN seq bigint,
  ADD COLUMN prev_hash text,
  ADD COLUMN hash text;

CREATE TABLE audit_chain_head (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  seq      bigint NOT NULL,            -- the last row's seq (0: none yet)
  hash     text NOT NULL               -- the last row's hash (64 zeros: none yet)
);

-- Per Beijing day of created_at: the rows chained, the first and last seq, and the
-- closing hash (the hash of the day's last row by seq), kept under the head's lock
-- by the same trigger, so /mdr/audit_log/days reads one small row per day.
CREATE TABLE audit_chain_days (
  day          date PRIMARY KEY,
  rows         bigint NOT NULL,
  first_seq    bigint NOT NULL,
  last_seq     bigint NOT NULL,
  closing_hash text NOT NULL
);

-- One field of the canonical text: NULL is `-`, a value is `<UTF-8 byte length>:<text>`.
CREATE FUNCTION mdr_audit_field(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(octet_length(v)::text || ':' || v, '-')
$$;

-- The canonical text of a row: these fields in this order, each by mdr_audit_field, joined by `|`:
-- seq, id, actor_id, actor_name, action, resource, record_id, before (jsonb's text), after (jsonb's
-- text), ip, user_agent, request_id, created_at (UTC, YYYY-MM-DDTHH:MI:SS.uuuuuuZ).
CREATE FUNCTION mdr_audit_canonical(a audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws('|', mdr_audit_field(a.seq::text), mdr_audit_field(a.id::text), mdr_audit_field(a.actor_id::text),
    mdr_audit_field(a.actor_name), mdr_audit_field(a.action), mdr_audit_field(a.resource), mdr_audit_field(a.record_id),
    mdr_audit_field(a.before::text), mdr_audit_field(a.after::text), mdr_audit_field(a.ip), mdr_audit_field(a.user_agent),
    mdr_audit_field(a.request_id),
    mdr_audit_field(to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')))
$$;

-- hash = lower-case hex SHA-256 of the UTF-8 text  prev_hash || '|' || canonical text.
CREATE FUNCTION mdr_audit_hash(a audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(a.prev_hash || '|' || mdr_audit_canonical(a), 'UTF8')), 'hex')
$$;

-- Chains `a` after the head (locked by the caller) and moves the head and the day's row on.
CREATE FUNCTION mdr_audit_link(a audit_log, head audit_chain_head) RETURNS audit_log LANGUAGE plpgsql AS $$
BEGIN
  a.seq := head.seq + 1;
  a.prev_hash := head.hash;
  a.hash := mdr_audit_hash(a);
  UPDATE audit_chain_head SET seq = a.seq, hash = a.hash;
  INSERT INTO audit_chain_days AS d (day, rows, first_seq, last_seq, closing_hash)
    VALUES (mdr_beijing_day(a.created_at), 1, a.seq, a.seq, a.hash)
    ON CONFLICT (day) DO UPDATE SET rows = d.rows + 1, last_seq = excluded.last_seq, closing_hash = excluded.closing_hash;
  RETURN a;
END
$$;

CREATE FUNCTION mdr_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain_head;
  a audit_log;
BEGIN
  SELECT * INTO head FROM audit_chain_head FOR UPDATE;
  -- the row as it stands at commit (deleted by its own transaction: nothing to chain)
  SELECT * INTO a FROM audit_log WHERE id = NEW.id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  a := mdr_audit_link(a, head);
  UPDATE audit_log SET seq = a.seq, prev_hash = a.prev_hash, hash = a.hash WHERE id = a.id;
  RETURN NULL;
END
$$;

-- The rows there already, chained in id order.
INSERT INTO audit_chain_head (seq, hash) VALUES (0, repeat('0', 64));
DO $$
DECLARE
  a audit_log;
  head audit_chain_head;
BEGIN
  FOR a IN SELECT * FROM audit_log ORDER BY id LOOP
    SELECT * INTO head FROM audit_chain_head;
    a := mdr_audit_link(a, head);
    UPDATE audit_log SET seq = a.seq, prev_hash = a.prev_hash, hash = a.hash WHERE id = a.id;
  END LOOP;
END
$$;

CREATE CONSTRAINT TRIGGER audit_log_chain AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mdr_audit_chain();

CREATE UNIQUE INDEX audit_log_seq_idx ON audit_log (seq);
-- The audit screen's common question: one staff member's rows of a day, newest first.
CREATE INDEX audit_log_actor_created_idx ON audit_log (actor_id, created_at, id);

-- Each run of npm run audit:verify (server/bin/audit-verify.ts); /metrics shows the last.
CREATE TABLE audit_verifications (
  id            bigserial PRIMARY KEY,
  ok            boolean NOT NULL,
  rows          bigint NOT NULL,         -- rows checked
  last_seq      bigint,                  -- the last row checked (the chain's end when ok)
  last_hash     text,
  first_bad_seq bigint,                  -- the first row found changed, removed or out of order
  problem       text,                    -- what was wrong with it
  at            timestamptz NOT NULL DEFAULT now()
);
