-- Authors per state (applications waiting are 'pending'), for the workplace (server/db/migrations/0010_rollups.sql).
SELECT mdr_track_states('authors', 'status', 'created_at');
