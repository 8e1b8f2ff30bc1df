-- Articles per state and per day created, for the workplace (server/db/migrations/0010_rollups.sql),
-- and the popular list: the most viewed published articles.
SELECT mdr_track_states('articles', 'status', 'created_at');
CREATE INDEX articles_popular_idx ON articles (views DESC, id) WHERE status = 'published';
