-- The guide module's tables: categories (a tree) and articles. Until the module
-- registry these were part of 0001_init.sql; IF NOT EXISTS lets a database made
-- then record this file as applied without change, while a fresh database gets
-- exactly the same tables and indexes as before.

CREATE TABLE IF NOT EXISTS guide_categories (
  id          serial PRIMARY KEY,
  parent_id   integer REFERENCES guide_categories(id),
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  visible     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS guide_categories_parent_idx ON guide_categories (parent_id);

CREATE TABLE IF NOT EXISTS articles (
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
CREATE INDEX IF NOT EXISTS articles_status_idx ON articles (status, id);
CREATE INDEX IF NOT EXISTS articles_category_idx ON articles (category_id);
CREATE INDEX IF NOT EXISTS articles_author_idx ON articles (author_id);
CREATE INDEX IF NOT EXISTS articles_created_idx ON articles (created_at);
