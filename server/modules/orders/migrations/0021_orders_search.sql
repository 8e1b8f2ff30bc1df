-- An order is found by any part of its number (ILIKE '%…%', orders.ts `q`):
-- a trigram index serves it as the table grows, as the articles' search
-- (0004, which loads pg_trgm). The buyer's nickname: 0021_users_nickname_search.sql.
CREATE INDEX orders_order_no_trgm_idx ON orders USING gin (order_no gin_trgm_ops);
