-- Live rooms per stored state and per day created, for the workplace (server/db/migrations/0010_rollups.sql).
-- The card shows the total and the applications waiting ('applying' is stored exactly; a ban's end is computed).
SELECT mdr_track_states('live_rooms', 'status', 'created_at');
