-- Foundation: staff accounts, sessions, audit log, platform users and authors
-- (core tables every module may use). Each module's own tables are in its
-- folder (server/modules/<module>/migrations), applied in one global name order.
-- Every business table carries `version` for optimistic locking (update answers
-- -5 on a stale version) and timestamps in UTC.

CREATE TABLE admins (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name          text NOT NULL,
  avatar        text NOT NULL DEFAULT '',
  role          text NOT NULL DEFAULT 'user',          -- '*' = every module
  modules       text[] NOT NULL DEFAULT '{}',          -- permission keys (docs/access.md)
  disabled      boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);

CREATE TABLE sessions (
  id           bigserial PRIMARY KEY,
  admin_id     integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,                   -- sha256 of the token; the token itself is never stored
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,                   -- absolute lifetime
  revoked_at   timestamptz,
  ip           text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_admin_idx ON sessions (admin_id);

-- Append-only: the application never updates or deletes rows here.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  actor_id    integer REFERENCES admins(id) ON DELETE SET NULL,
  actor_name  text NOT NULL,
  action      text NOT NULL,                           -- create, update, delete, approve, ...
  resource    text NOT NULL,                           -- API resource name, e.g. articles
  record_id   text,
  before      jsonb,
  after       jsonb,
  ip          text NOT NULL DEFAULT '',
  user_agent  text NOT NULL DEFAULT '',
  request_id  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_record_idx ON audit_log (resource, record_id);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);

CREATE TABLE users (
  id             serial PRIMARY KEY,
  nickname       text NOT NULL,
  email          text NOT NULL DEFAULT '',
  avatar         text NOT NULL DEFAULT '',
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'banned', 'muted')),
  registered_at  timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz,
  version        integer NOT NULL DEFAULT 1
);

CREATE TABLE authors (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id),
  pen_name    text NOT NULL,
  bio         text NOT NULL DEFAULT '',
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'suspended')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
