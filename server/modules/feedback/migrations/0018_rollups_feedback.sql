-- Tickets per state, for the workplace (server/db/migrations/0010_rollups.sql).
SELECT mdr_track_states('feedback', 'status', 'created_at');
