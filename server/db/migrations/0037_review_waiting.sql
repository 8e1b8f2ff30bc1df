-- The review queue's waiting items, one row per item (server/queue/kept.ts,
-- docs/review-queue.md "Counts"). The queue's counts read this table instead of
-- every source's own query: a capped index range count per type, total and
-- overdue. Rows are written by triggers that the app generates at start from
-- each module's declaration (WaitingSource.kept), so every path that changes a
-- record (a command, a bulk job, a partner route, a seed, SQL by hand) keeps
-- them in the same transaction.
CREATE TABLE review_waiting (
  type          text NOT NULL,
  record_id     integer NOT NULL,
  waiting_since timestamptz NOT NULL,
  -- a word a reader's filter reads (a report case's status: escalated ones wait only for some)
  scope         text NOT NULL DEFAULT '',
  PRIMARY KEY (type, record_id)
);
-- total and overdue of a type (overdue: waiting_since before now() less its target), and a
-- page's oldest items of each type in the queue's order
CREATE INDEX review_waiting_since ON review_waiting (type, waiting_since, record_id);
-- the same for one scope (a reader who may not see escalated report cases)
CREATE INDEX review_waiting_scope ON review_waiting (type, scope, waiting_since, record_id);

-- Which declaration each type's triggers were generated from: a start whose
-- declaration differs regenerates them and refills the type's rows.
CREATE TABLE review_waiting_sources (
  type       text PRIMARY KEY,
  definition text NOT NULL
);
