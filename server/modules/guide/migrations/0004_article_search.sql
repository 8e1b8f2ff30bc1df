-- Keyword search (`q` over title and summary, `authorName`) is ILIKE '%…%',
-- which no B-tree can serve; trigram GIN indexes can, so the review queue stays
-- fast as the table grows (npm run bench: 100k articles). pg_trgm is a trusted
-- extension on PostgreSQL 13+ and ships with PGlite (loaded in server/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops);
CREATE INDEX articles_summary_trgm_idx ON articles USING gin (summary gin_trgm_ops);
CREATE INDEX authors_pen_name_trgm_idx ON authors USING gin (pen_name gin_trgm_ops);
