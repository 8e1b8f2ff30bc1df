-- Players' reports (docs/reports.md): one row per report, gathered into one
-- OPEN case per target (the partial unique index), the case's score kept by
-- the intake under the case's row lock, and the one row of settings.
CREATE TABLE report_cases (
  id              bigserial PRIMARY KEY,
  target_type     text NOT NULL CHECK (target_type IN ('articles', 'builds', 'live_rooms', 'users', 'authors')),
  target_id       bigint NOT NULL,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'dismissed', 'escalated')),
  score           numeric(12, 3) NOT NULL DEFAULT 0,
  reporters       integer NOT NULL DEFAULT 0,
  report_count    integer NOT NULL DEFAULT 0,
  auto_hidden     boolean NOT NULL DEFAULT false,
  decision_note   text NOT NULL DEFAULT '',
  first_report_at timestamptz NOT NULL DEFAULT now(),
  last_report_at  timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1
);
-- one undecided case per target (an escalated case still gathers the target's reports); two
-- instances' first reports on a target race to insert: one wins, the other joins its case
CREATE UNIQUE INDEX report_cases_open_target_idx ON report_cases (target_type, target_id) WHERE status IN ('open', 'escalated');
CREATE INDEX report_cases_status_score_idx ON report_cases (status, score DESC, id);
CREATE INDEX report_cases_last_idx ON report_cases (last_report_at DESC, id);

CREATE TABLE reports (
  id             bigserial PRIMARY KEY,
  case_id        bigint NOT NULL REFERENCES report_cases(id),
  bot_id         integer NOT NULL REFERENCES bots(id),
  reporter_id    integer NOT NULL REFERENCES users(id),
  target_type    text NOT NULL,
  target_id      bigint NOT NULL,
  reason         text NOT NULL CHECK (reason IN ('spam', 'cheating', 'harassment', 'sexual', 'illegal', 'copyright', 'misinformation', 'other')),
  text           text NOT NULL DEFAULT '',
  -- later reports of the same reporter on the target within 24 h, counted into this one
  merged         integer NOT NULL DEFAULT 0,
  -- set when the case is decided: the reporter's accuracy reads it
  outcome        text CHECK (outcome IN ('upheld', 'dismissed')),
  decided_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_report_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_case_idx ON reports (case_id, id);
CREATE INDEX reports_reporter_target_idx ON reports (reporter_id, target_type, target_id, created_at DESC);
CREATE INDEX reports_reporter_decided_idx ON reports (reporter_id, decided_at DESC) WHERE outcome IS NOT NULL;

-- a bot's idempotency keys: a replay answers the first call's ids (a merged call's too)
CREATE TABLE report_keys (
  bot_id          integer NOT NULL REFERENCES bots(id),
  idempotency_key text NOT NULL,
  report_id       bigint NOT NULL REFERENCES reports(id),
  case_id         bigint NOT NULL REFERENCES report_cases(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bot_id, idempotency_key)
);

CREATE TABLE report_settings (
  id              integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  visible_score   numeric(12, 3) NOT NULL DEFAULT 2,
  auto_hide_score numeric(12, 3) NOT NULL DEFAULT 6,
  weights         jsonb NOT NULL DEFAULT '{"spam": 1, "cheating": 1.5, "harassment": 1.5, "sexual": 2, "illegal": 3, "copyright": 1, "misinformation": 1, "other": 0.5}',
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1
);
INSERT INTO report_settings (id) VALUES (1);

-- The seeded roles that read the cases (and the Content reviewer decides them) (server/seed/roles.ts gives them to a new database):
-- the Content reviewer and Support; the Auditor reads everything. A role an admin changed by
-- hand keeps what it has beside this key.
UPDATE roles SET keys = keys || ARRAY['reports.read']::text[], version = version + 1, updated_at = now()
WHERE name_en IN ('Content reviewer', 'Support', 'Auditor') AND NOT 'reports.read' = ANY(keys);
UPDATE roles SET keys = keys || ARRAY['reports.dismiss', 'reports.escalate']::text[], version = version + 1, updated_at = now()
WHERE name_en = 'Content reviewer' AND NOT keys && ARRAY['reports.dismiss', 'reports.escalate']::text[];
