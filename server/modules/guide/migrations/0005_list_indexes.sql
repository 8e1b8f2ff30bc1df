-- Indexes for the article list on big tables (docs/performance.md): each
-- sortable column with id (the list's tie-breaker, so ORDER BY col, id LIMIT …
-- OFFSET … walks one index and deep pages skip index entries, not rows), alone
-- and after the status filter (the review queue), and the category and author
-- filters in the default order. They replace the single-column indexes of 0001.
CREATE INDEX articles_created_id_idx ON articles (created_at, id);
CREATE INDEX articles_status_created_idx ON articles (status, created_at, id);
CREATE INDEX articles_updated_id_idx ON articles (updated_at, id);
CREATE INDEX articles_status_updated_idx ON articles (status, updated_at, id);
CREATE INDEX articles_views_id_idx ON articles (views, id);
CREATE INDEX articles_status_views_idx ON articles (status, views, id);
CREATE INDEX articles_likes_id_idx ON articles (likes, id);
CREATE INDEX articles_status_likes_idx ON articles (status, likes, id);
CREATE INDEX articles_title_id_idx ON articles (title, id);
-- published_at is nullable and listed NULLS LAST: newest first is the order people ask for
CREATE INDEX articles_published_id_idx ON articles (published_at DESC NULLS LAST, id DESC);
CREATE INDEX articles_category_created_idx ON articles (category_id, created_at, id);
CREATE INDEX articles_author_created_idx ON articles (author_id, created_at, id);
DROP INDEX IF EXISTS articles_created_idx;
DROP INDEX IF EXISTS articles_category_idx;
DROP INDEX IF EXISTS articles_author_idx;
