-- Partner bots (server/modules/bots) and their API keys. Only a key's SHA-256
-- and a visible prefix are stored; the secret is shown once at creation.
-- bot_key_usage counts calls per key and minute in the database, so the rate
-- limit holds across API instances.

CREATE TABLE bots (
  id              serial PRIMARY KEY,
  name            text NOT NULL,
  owner_contact   text NOT NULL DEFAULT '',
  scopes          text[] NOT NULL DEFAULT '{}',
  rate_per_minute integer NOT NULL DEFAULT 60 CHECK (rate_per_minute BETWEEN 1 AND 100000),
  disabled        boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1
);

CREATE TABLE bot_keys (
  id           serial PRIMARY KEY,
  bot_id       integer NOT NULL REFERENCES bots(id) ON DELETE CASCADE,
  prefix       text NOT NULL,
  key_hash     text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz,
  last_used_at timestamptz
);
CREATE INDEX bot_keys_bot_idx ON bot_keys (bot_id);

CREATE TABLE bot_key_usage (
  key_id integer NOT NULL REFERENCES bot_keys(id) ON DELETE CASCADE,
  minute timestamptz NOT NULL,
  calls  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key_id, minute)
);
