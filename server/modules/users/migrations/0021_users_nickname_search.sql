-- Users are found by any part of their nickname (the users list's `q`, and the
-- orders list's buyer search): ILIKE '%…%' served by a trigram index (pg_trgm,
-- loaded by 0004).
CREATE INDEX users_nickname_trgm_idx ON users USING gin (nickname gin_trgm_ops);
