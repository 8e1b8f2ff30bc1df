-- Platform users' moderation (server/modules/users): a mute or a ban is an end
-- time, so it ends by itself when that time passes and the status every screen
-- and filter shows is computed against now() (no background job, no stale
-- `status` column). A permanent ban has no end. Also the profile fields the
-- users screens show: phone, who invited them, the promotion link they signed
-- up through (promotion_links arrive with their own module; no FK yet).

ALTER TABLE users
  ADD COLUMN phone             text NOT NULL DEFAULT '',
  ADD COLUMN invited_by        integer REFERENCES users(id),
  ADD COLUMN signup_link_id    integer,
  ADD COLUMN muted_until       timestamptz,
  ADD COLUMN banned_until      timestamptz,
  ADD COLUMN banned_forever    boolean NOT NULL DEFAULT false,
  ADD COLUMN moderation_reason text NOT NULL DEFAULT '',
  ADD COLUMN updated_at        timestamptz NOT NULL DEFAULT now();

-- What the old status column said becomes an end time (a week's mute, a permanent ban).
UPDATE users SET muted_until = now() + interval '7 days' WHERE status = 'muted';
UPDATE users SET banned_forever = true WHERE status = 'banned';
ALTER TABLE users DROP COLUMN status;

CREATE INDEX users_invited_by_idx ON users (invited_by);
CREATE INDEX users_signup_link_idx ON users (signup_link_id);
CREATE INDEX users_registered_idx ON users (registered_at);
CREATE INDEX users_last_active_idx ON users (last_active_at);
-- Moderated users are few: small partial indexes for lookups of current mutes and bans by end time.
CREATE INDEX users_muted_idx ON users (muted_until) WHERE muted_until IS NOT NULL;
CREATE INDEX users_banned_idx ON users (banned_until) WHERE banned_until IS NOT NULL OR banned_forever;
