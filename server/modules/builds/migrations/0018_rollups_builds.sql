-- Builds per state and per day created, for the workplace (server/db/migrations/0010_rollups.sql),
-- and the popular list: the most viewed published builds.
SELECT mdr_track_states('builds', 'status', 'created_at');
CREATE INDEX builds_popular_idx ON builds (views DESC, id) WHERE status = 'published';
