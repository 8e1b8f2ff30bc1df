-- Foundation: staff accounts, sessions, audit log, platform users and authors
-- (needed by the guide module), guide categories and articles.
-- Every business table carries `version` for optimistic locking (update answers
-- -5 on a stale version) and timestamps in UTC.

CREATE TABLE admins (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name          text NOT NULL,
  avatar        text NOT NULL DEFAULT '',
  role          text NOT NULL DEFAULT 'user',          -- '*' = every module
  modules       text[] NOT NULL DEFAULT '{}',          -- permission keys (design §2)
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

CREATE TABLE guide_categories (
  id          serial PRIMARY KEY,
  parent_id   integer REFERENCES guide_categories(id),
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  visible     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX guide_categories_parent_idx ON guide_categories (parent_id);

CREATE TABLE articles (
  id           serial PRIMARY KEY,
  category_id  integer NOT NULL REFERENCES guide_categories(id),
  author_id    integer NOT NULL REFERENCES authors(id),
  title        text NOT NULL,
  summary      text NOT NULL DEFAULT '',
  cover_url    text NOT NULL DEFAULT '',
  content      text NOT NULL DEFAULT '',               -- sanitised HTML
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published', 'rejected', 'hidden')),
  reason       text NOT NULL DEFAULT '',               -- why rejected / hidden
  featured     boolean NOT NULL DEFAULT false,
  views        integer NOT NULL DEFAULT 0,
  likes        integer NOT NULL DEFAULT 0,
  reviewed_by  integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  version      integer NOT NULL DEFAULT 1
);
CREATE INDEX articles_status_idx ON articles (status, id);
CREATE INDEX articles_category_idx ON articles (category_id);
CREATE INDEX articles_author_idx ON articles (author_id);
CREATE INDEX articles_created_idx ON articles (created_at);
