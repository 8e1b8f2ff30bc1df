-- Client exception reports (docs/exceptions.md): groups by fingerprint with
-- counters kept by the ingest's one upsert per batch, the newest events of each
-- group (trimmed to 100 once a group holds more than 150), per-day counts for
-- the sparkline, per-version and per-OS counts, and the distinct users named.
CREATE TABLE exception_groups (
  id            bigserial PRIMARY KEY,
  fingerprint   text NOT NULL UNIQUE,
  type          text NOT NULL,
  title         text NOT NULL,
  message       text NOT NULL,
  top_frames    text[] NOT NULL DEFAULT '{}',
  status        text NOT NULL DEFAULT 'unresolved' CHECK (status IN ('unresolved', 'resolved', 'ignored')),
  regressed     boolean NOT NULL DEFAULT false,
  event_count   bigint NOT NULL DEFAULT 0,
  user_count    integer NOT NULL DEFAULT 0,
  -- events stored for the group since its last trim (an upper bound: retention deletes do not lower it)
  kept_events   integer NOT NULL DEFAULT 0,
  app_versions  text[] NOT NULL DEFAULT '{}',
  first_seen    timestamptz NOT NULL DEFAULT now(),
  last_seen     timestamptz NOT NULL DEFAULT now(),
  resolved_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
CREATE INDEX exception_groups_last_seen_idx ON exception_groups (last_seen, id);
CREATE INDEX exception_groups_count_idx ON exception_groups (event_count, id);
CREATE INDEX exception_groups_status_idx ON exception_groups (status, last_seen, id);

CREATE TABLE exception_events (
  id           bigserial PRIMARY KEY,
  group_id     bigint NOT NULL REFERENCES exception_groups(id) ON DELETE CASCADE,
  message      text NOT NULL,
  stack        text NOT NULL DEFAULT '',
  app_version  text NOT NULL DEFAULT '',
  os           text NOT NULL DEFAULT '',
  device       text NOT NULL DEFAULT '',
  user_ref     text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exception_events_group_idx ON exception_events (group_id, id);
CREATE INDEX exception_events_created_idx ON exception_events (created_at);

-- events per group and UTC day (the sparkline), upserted with each batch
CREATE TABLE exception_daily (
  group_id  bigint NOT NULL REFERENCES exception_groups(id) ON DELETE CASCADE,
  day       date NOT NULL,
  count     integer NOT NULL,
  PRIMARY KEY (group_id, day)
);
CREATE INDEX exception_daily_day_idx ON exception_daily (day);

-- events per group and app version / OS (the detail's breakdowns)
CREATE TABLE exception_breakdowns (
  group_id  bigint NOT NULL REFERENCES exception_groups(id) ON DELETE CASCADE,
  kind      text NOT NULL CHECK (kind IN ('version', 'os')),
  value     text NOT NULL,
  count     bigint NOT NULL,
  PRIMARY KEY (group_id, kind, value)
);

-- the distinct users a group's reports named (user_count counts them)
CREATE TABLE exception_group_users (
  group_id  bigint NOT NULL REFERENCES exception_groups(id) ON DELETE CASCADE,
  user_ref  text NOT NULL,
  PRIMARY KEY (group_id, user_ref)
);
