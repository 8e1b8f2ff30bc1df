-- Live rooms (server/modules/live): a streamer's room on the platform, its
-- application and moderation, and its place on the recommended list.
-- A ban is an end time: `status` stays 'banned' in the row, but every answer,
-- filter and command reads the status computed against now() (status.ts), so
-- a ban whose banned_until has passed is approved again without any job.
CREATE TABLE live_rooms (
  id                bigserial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id),
  title             text NOT NULL,
  cover_url         text NOT NULL DEFAULT '',
  category          text NOT NULL CHECK (category IN ('raid', 'mythic_plus', 'pvp', 'leveling', 'chat', 'other')),
  platform_room_id  text NOT NULL UNIQUE,
  live_now          boolean NOT NULL DEFAULT false,
  viewers           integer NOT NULL DEFAULT 0 CHECK (viewers >= 0),
  featured          boolean NOT NULL DEFAULT false,
  -- place on the recommended list (1 first) while featured, else NULL
  sort_order        integer CHECK ((sort_order IS NULL) = (NOT featured)),
  status            text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'approved', 'rejected', 'banned')),
  reason            text NOT NULL DEFAULT '',
  banned_until      timestamptz CHECK ((banned_until IS NULL) OR status = 'banned'),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
CREATE INDEX live_rooms_created_idx ON live_rooms (created_at, id);
CREATE INDEX live_rooms_status_idx ON live_rooms (status, id);
CREATE INDEX live_rooms_featured_idx ON live_rooms (sort_order, id) WHERE featured;
CREATE INDEX live_rooms_viewers_idx ON live_rooms (viewers, id);
CREATE INDEX live_rooms_user_idx ON live_rooms (user_id, id);
