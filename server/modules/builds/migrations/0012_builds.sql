-- Character builds (server/modules/builds): a platform user's class/spec setup
-- for one game version, reviewed like guide articles. Gear is slot → item id
-- (jsonb: the slots are a fixed list in contract/wow.ts, the item ids are
-- checked against game_items of the build's version on every write).

CREATE TABLE builds (
  id              serial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users(id),
  title           text NOT NULL,
  wow_class       text NOT NULL,
  spec            text NOT NULL,
  role            text NOT NULL CHECK (role IN ('tank', 'healer', 'dps')),
  game_version_id integer NOT NULL REFERENCES game_versions(id),
  talent_string   text NOT NULL DEFAULT '',
  gear            jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(gear) = 'object'),
  description     text NOT NULL DEFAULT '',                 -- sanitised HTML
  status          text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published', 'rejected', 'hidden')),
  reason          text NOT NULL DEFAULT '',                 -- why rejected / hidden
  featured        boolean NOT NULL DEFAULT false,
  views           integer NOT NULL DEFAULT 0,
  likes           integer NOT NULL DEFAULT 0,
  reviewed_by     integer REFERENCES admins(id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  published_at    timestamptz,
  version         integer NOT NULL DEFAULT 1
);
-- the review queue (status filter, newest first) and the usual filters
CREATE INDEX builds_status_idx ON builds (status, created_at DESC);
CREATE INDEX builds_created_idx ON builds (created_at DESC);
CREATE INDEX builds_user_idx ON builds (user_id);
CREATE INDEX builds_class_idx ON builds (wow_class, spec);
CREATE INDEX builds_version_idx ON builds (game_version_id);
