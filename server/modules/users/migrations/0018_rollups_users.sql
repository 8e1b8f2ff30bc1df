-- The users' figures for the workplace, each kept in the same transaction as its rows:
--   users in all and per day registered (mdr_track_states, server/db/migrations/0010_rollups.sql);
--   rollup_inviter_rank: sign-ups each user invited, all time ('all') and per month
--     of the sign-up ('YYYY-MM'), for the top-10 inviters;
--   user_active_days: the days each player used the app, as the platform reports
--     them (append only), rolled up as 'users.active' per day and 'users.mau' per
--     month (day = the month's first day; user_active_months keeps who already counted).
-- server/modules/users/rollups.ts recomputes them.
SELECT mdr_track_states('users', '', 'registered_at');

CREATE TABLE rollup_inviter_rank (
  period  text NOT NULL,
  user_id integer NOT NULL,
  invites bigint NOT NULL,
  PRIMARY KEY (period, user_id)
);
CREATE INDEX rollup_inviter_rank_idx ON rollup_inviter_rank (period, invites DESC, user_id);

CREATE FUNCTION users_invited_rows(rel text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT invited_by, to_char(mdr_beijing_day(registered_at), ''YYYY-MM'') AS month, %s AS sign
    FROM %I WHERE invited_by IS NOT NULL', sign, rel)
$$;

CREATE FUNCTION users_inviter_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := mdr_delta(TG_OP, users_invited_rows('new_rows', 1), users_invited_rows('old_rows', -1));
BEGIN
  EXECUTE format($q$
    INSERT INTO rollup_inviter_rank (period, user_id, invites)
    SELECT p.period, d.invited_by, sum(d.sign)
    FROM (%s) d CROSS JOIN LATERAL (VALUES ('all'), (d.month)) p(period)
    GROUP BY 1, 2 HAVING sum(d.sign) <> 0 ORDER BY 1, 2
    ON CONFLICT (period, user_id) DO UPDATE SET invites = rollup_inviter_rank.invites + excluded.invites$q$, delta);
  RETURN NULL;
END $$;

SELECT mdr_statement_triggers('users', 'users_inviter_trigger');

INSERT INTO rollup_inviter_rank (period, user_id, invites)
SELECT p.period, u.invited_by, count(*)
FROM users u CROSS JOIN LATERAL (VALUES ('all'), (to_char(mdr_beijing_day(u.registered_at), 'YYYY-MM'))) p(period)
WHERE u.invited_by IS NOT NULL
GROUP BY 1, 2;

CREATE TABLE user_active_days (
  day     date NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  PRIMARY KEY (day, user_id)
);
CREATE TABLE user_active_months (
  month   date NOT NULL,
  user_id integer NOT NULL,
  PRIMARY KEY (month, user_id)
);

CREATE FUNCTION user_active_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_daily (metric, day, value)
  SELECT 'users.active', day, count(*) FROM new_rows GROUP BY day ORDER BY day
  ON CONFLICT (metric, day) DO UPDATE SET value = rollup_daily.value + excluded.value;
  WITH first_in_month AS (
    INSERT INTO user_active_months (month, user_id)
    SELECT DISTINCT date_trunc('month', day)::date, user_id FROM new_rows ORDER BY 1, 2
    ON CONFLICT DO NOTHING RETURNING month)
  INSERT INTO rollup_daily (metric, day, value)
  SELECT 'users.mau', month, count(*) FROM first_in_month GROUP BY month ORDER BY month
  ON CONFLICT (metric, day) DO UPDATE SET value = rollup_daily.value + excluded.value;
  RETURN NULL;
END $$;
CREATE TRIGGER user_active_ins AFTER INSERT ON user_active_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_active_trigger();
