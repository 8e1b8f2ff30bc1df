-- Game data: the game's versions and its item database, which the tooltip
-- (/v3/accelerate/tooltip) reads. Exactly one version is current: the partial
-- unique index refuses a second, and the make_current command swaps them in one
-- transaction. The first version ever stored is current by itself.
CREATE TABLE game_versions (
  id           serial PRIMARY KEY,
  name         text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 40),
  build        integer NOT NULL CHECK (build > 0),
  released_at  timestamptz NOT NULL,
  is_current   boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX game_versions_one_current ON game_versions (is_current) WHERE is_current;

CREATE FUNCTION game_versions_first_is_current() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM game_versions WHERE is_current) THEN NEW.is_current := true; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER game_versions_first_is_current BEFORE INSERT ON game_versions
  FOR EACH ROW EXECUTE FUNCTION game_versions_first_is_current();

-- type: 0 item, 1 spell, 2 mount, 3 battle pet (contract/game_items.ts);
-- quality: WoW's 0 poor … 7 heirloom. One row per (type, item_id, version).
CREATE TABLE game_items (
  id               serial PRIMARY KEY,
  type             smallint NOT NULL CHECK (type BETWEEN 0 AND 3),
  item_id          integer NOT NULL CHECK (item_id > 0),
  game_version_id  integer NOT NULL REFERENCES game_versions (id),
  name_zh          text NOT NULL,
  name_en          text NOT NULL,
  icon_url         text NOT NULL DEFAULT '',
  quality          smallint NOT NULL DEFAULT 1 CHECK (quality BETWEEN 0 AND 7),
  item_level       integer NOT NULL DEFAULT 0 CHECK (item_level BETWEEN 0 AND 2000),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1,
  CONSTRAINT game_items_key UNIQUE (type, item_id, game_version_id)
);
-- the list's version filter and the version's item count
CREATE INDEX game_items_version_idx ON game_items (game_version_id, id);
CREATE INDEX game_items_item_id_idx ON game_items (item_id);
-- name search (list filter, the item picker): ILIKE '%…%' (pg_trgm, loaded by 0004)
CREATE INDEX game_items_name_zh_trgm_idx ON game_items USING gin (name_zh gin_trgm_ops);
CREATE INDEX game_items_name_en_trgm_idx ON game_items USING gin (name_en gin_trgm_ops);
