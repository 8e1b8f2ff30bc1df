-- Exception groups per state and per day first seen, for the workplace (server/db/migrations/0010_rollups.sql).
SELECT mdr_track_states('exception_groups', 'status', 'created_at');
