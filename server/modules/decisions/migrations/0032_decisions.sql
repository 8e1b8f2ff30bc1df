-- Decisions that answer (docs/decisions.md): every restriction of a player's
-- content or account is a decision with its statement of reasons, written in
-- the restricting command's transaction with the notices for the platform
-- (the outbox: notices are read by seq, assigned at commit, so a cursor never
-- skips a notice committed late) and a strike on the affected user.
CREATE TABLE decisions (
  id               bigserial PRIMARY KEY,
  target_type      text NOT NULL CHECK (target_type IN ('articles', 'builds', 'live_rooms', 'users', 'authors')),
  target_id        bigint NOT NULL,
  -- the platform user the decision affects (a content's publisher, an author's account)
  user_id          integer REFERENCES users(id),
  action           text NOT NULL CHECK (action IN ('reject', 'hide', 'ban', 'mute', 'suspend')),
  reason_code      text NOT NULL,
  facts            text NOT NULL DEFAULT '',
  automated        boolean NOT NULL DEFAULT false,
  decided_by       integer REFERENCES admins(id),
  decided_at       timestamptz NOT NULL DEFAULT now(),
  appealable_until timestamptz NOT NULL,
  -- a mute's, a ban's end
  ends_at          timestamptz,
  -- the report case it decided (an upheld case, an auto-hide)
  case_id          bigint REFERENCES report_cases(id),
  -- when the decision was taken on the players' reports: the first of them (time to decision)
  reported_at      timestamptz,
  -- when the target was submitted, for a rejection (time to decision)
  submitted_at     timestamptz,
  -- standing; overturned on appeal; reversed when its report case was dismissed (an auto-hide)
  status           text NOT NULL DEFAULT 'standing' CHECK (status IN ('standing', 'overturned', 'reversed')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1
);
CREATE INDEX decisions_target_idx ON decisions (target_type, target_id, id DESC);
CREATE INDEX decisions_user_idx ON decisions (user_id, id DESC);
CREATE INDEX decisions_decided_idx ON decisions (decided_at, id);
CREATE INDEX decisions_case_idx ON decisions (case_id) WHERE case_id IS NOT NULL;

-- One strike per decision against a user; counted while active (not removed, not expired).
CREATE TABLE strikes (
  id           bigserial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id),
  decision_id  bigint NOT NULL UNIQUE REFERENCES decisions(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  removed_at   timestamptz,
  removed_why  text NOT NULL DEFAULT ''
);
CREATE INDEX strikes_user_idx ON strikes (user_id, expires_at DESC) WHERE removed_at IS NULL;

-- The escalation ladder (one row): at `strikes` active strikes the desk suggests the step.
CREATE TABLE strike_settings (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  ladder     jsonb NOT NULL DEFAULT '[{"strikes":2,"action":"mute","days":7},{"strikes":3,"action":"mute","days":30},{"strikes":4,"action":"ban","days":null}]',
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
INSERT INTO strike_settings (id) VALUES (1);

-- The outbox of what the platform tells its players.
CREATE TABLE notices (
  id           bigserial PRIMARY KEY,
  -- the order the platform reads them in: assigned at commit under the head's lock (below)
  seq          bigint UNIQUE,
  user_id      integer NOT NULL REFERENCES users(id),
  kind         text NOT NULL CHECK (kind IN ('decision', 'report_outcome', 'appeal_outcome', 'decision_reversed')),
  decision_id  bigint REFERENCES decisions(id),
  text         text NOT NULL,
  text_en      text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_decision_idx ON notices (decision_id);

CREATE TABLE notice_head (
  id  integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  seq bigint NOT NULL
);
INSERT INTO notice_head (id, seq) VALUES (1, 0);

-- At commit: the head is locked until the transaction ends, so a notice with a
-- higher seq is never visible before one with a lower seq.
CREATE FUNCTION mdr_notice_seq() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE notice_head SET seq = seq + 1 RETURNING seq INTO next;
  UPDATE notices SET seq = next WHERE id = NEW.id;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER notices_seq AFTER INSERT ON notices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mdr_notice_seq();

-- Appeals: once per decision (the unique key), by the affected user.
CREATE TABLE appeals (
  id           bigserial PRIMARY KEY,
  decision_id  bigint NOT NULL UNIQUE REFERENCES decisions(id),
  user_id      integer NOT NULL REFERENCES users(id),
  bot_id       integer REFERENCES bots(id),
  text         text NOT NULL,
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'overturned')),
  note         text NOT NULL DEFAULT '',
  decided_by   integer REFERENCES admins(id),
  decided_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1
);
CREATE INDEX appeals_waiting_idx ON appeals (created_at, id) WHERE status = 'open';
CREATE INDEX appeals_decided_idx ON appeals (decided_at) WHERE decided_at IS NOT NULL;

-- The seeded roles gain the new keys (server/seed/roles.ts): the Content reviewer reads decisions
-- and strikes, decides appeals and reads the transparency report; the Auditor reads everything. Staff who read users (the module
-- key menu.use.user, translated) read their strikes too. A role an admin changed by hand keeps what
-- it has beside these keys.
UPDATE roles SET keys = keys || ARRAY['decisions.read', 'appeals.read', 'appeals.uphold', 'appeals.overturn', 'strikes.read', 'transparency.read']::text[],
  version = version + 1, updated_at = now()
WHERE name_en = 'Content reviewer' AND NOT 'decisions.read' = ANY(keys);
UPDATE roles SET keys = keys || ARRAY['decisions.read', 'appeals.read', 'strikes.read']::text[], version = version + 1, updated_at = now()
WHERE name_en = 'Auditor' AND NOT 'decisions.read' = ANY(keys);
UPDATE admins SET modules = modules || ARRAY['strikes.read']::text[]
WHERE 'users.read' = ANY(modules) AND NOT 'strikes.read' = ANY(modules);
