-- Rollups every module can use (server/rollups/*): how many rows of a table are
-- in each state, and how many were created per day. A module asks for them in
-- its own migration with one line,
--   SELECT mdr_track_states('live_rooms', 'status', 'created_at');
-- which installs statement-level triggers (one aggregated upsert per statement,
-- so a 50,000-row seed insert costs one pass, and a write that changes no
-- counted column writes nothing) and fills the figures from the rows already
-- there. The figures change in the same transaction as their rows.
-- Days are Beijing days (Asia/Shanghai), as the staff and the order numbers count them.

CREATE TABLE rollup_sources (
  source      text PRIMARY KEY,            -- the tracked table
  state_col   text NOT NULL,               -- '' when the table has no state: one row, state ''
  created_col text NOT NULL                -- '' when no per-day count is kept
);

-- rows per state of each tracked table
CREATE TABLE rollup_state_counts (
  source text NOT NULL,
  state  text NOT NULL,
  n      bigint NOT NULL,
  PRIMARY KEY (source, state)
);

-- per-day figures: 'new.<table>' from the tracker, others from their modules' triggers
CREATE TABLE rollup_daily (
  metric text NOT NULL,
  day    date NOT NULL,
  value  bigint NOT NULL,
  PRIMARY KEY (metric, day)
);

CREATE FUNCTION mdr_beijing_day(ts timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (ts AT TIME ZONE 'Asia/Shanghai')::date $$;

-- Shared by every module's rollup triggers. A trigger function builds, for the
-- rows a statement added (new_rows, sign +1) and removed (old_rows, sign -1),
-- one SELECT text; mdr_delta joins the sides the operation has.
CREATE FUNCTION mdr_delta(op text, added text, removed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END
$$;

-- Installs `fn` as the statement-level AFTER INSERT, UPDATE and DELETE trigger
-- of `tbl`, with the transition tables new_rows / old_rows, passing `arg`.
CREATE FUNCTION mdr_statement_triggers(tbl text, fn text, arg text DEFAULT '') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', tbl || '_' || fn || '_ins', tbl, fn, arg);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', tbl || '_' || fn || '_upd', tbl, fn, arg);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)', tbl || '_' || fn || '_del', tbl, fn, arg);
END $$;

-- The rows one side of a statement contributes, as (state, day, sign) per row.
CREATE FUNCTION mdr_track_rows(src rollup_sources, rel text, sign int) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT %s AS state, %s AS day, %s AS sign FROM %I',
    CASE WHEN src.state_col = '' THEN '''''' ELSE format('%I::text', src.state_col) END,
    CASE WHEN src.created_col = '' THEN 'NULL::date' ELSE format('mdr_beijing_day(%I)', src.created_col) END,
    sign, rel)
$$;

CREATE FUNCTION mdr_track_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src rollup_sources;
  delta text;
BEGIN
  SELECT * INTO STRICT src FROM rollup_sources WHERE source = TG_ARGV[0];
  delta := mdr_delta(TG_OP, mdr_track_rows(src, 'new_rows', 1), mdr_track_rows(src, 'old_rows', -1));
  EXECUTE format($q$
    INSERT INTO rollup_state_counts (source, state, n)
    SELECT %L, state, sum(sign) FROM (%s) d GROUP BY state HAVING sum(sign) <> 0 ORDER BY state
    ON CONFLICT (source, state) DO UPDATE SET n = rollup_state_counts.n + excluded.n$q$, src.source, delta);
  IF src.created_col <> '' AND TG_OP <> 'UPDATE' THEN
    EXECUTE format($q$
      INSERT INTO rollup_daily (metric, day, value)
      SELECT %L, day, sum(sign) FROM (%s) d GROUP BY day HAVING sum(sign) <> 0 ORDER BY day
      ON CONFLICT (metric, day) DO UPDATE SET value = rollup_daily.value + excluded.value$q$, 'new.' || src.source, delta);
  END IF;
  RETURN NULL;
END $$;

-- Installs the counting on a table and counts its current rows. The creation
-- time is taken as fixed (an update never moves a row to another day).
CREATE FUNCTION mdr_track_states(tbl text, state_col text, created_col text) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  src rollup_sources;
BEGIN
  INSERT INTO rollup_sources VALUES (tbl, state_col, created_col) RETURNING * INTO src;
  PERFORM mdr_statement_triggers(tbl, 'mdr_track_trigger', tbl);
  EXECUTE format('INSERT INTO rollup_state_counts (source, state, n) SELECT %L, state, count(*) FROM (%s) d GROUP BY state',
    tbl, mdr_track_rows(src, tbl, 1));
  IF created_col <> '' THEN
    EXECUTE format('INSERT INTO rollup_daily (metric, day, value) SELECT %L, day, count(*) FROM (%s) d GROUP BY day',
      'new.' || tbl, mdr_track_rows(src, tbl, 1));
  END IF;
END $$;

-- Views of each piece of content per day, as the platform reports them
-- (kind: 'article', 'build', ...). The workplace's popular lists take their
-- growth from here: the last 7 days against the 7 before.
CREATE TABLE content_views_daily (
  kind       text NOT NULL,
  content_id integer NOT NULL,
  day        date NOT NULL,
  views      integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (kind, content_id, day)
);
