-- Bulk jobs (server/jobs/): one command (a transition marked bulk, or any
-- command with `many`) over every record a list filter matched, carried out in
-- the background. The matching ids are kept at the start (bulk_job_items), so
-- the job acts on what the reader was shown and a resumed job on the same set.
-- Several API instances share the table: an instance runs a job only while it
-- holds its lease (owner, lease_until), taken by one UPDATE that succeeds only
-- when the lease is free or has expired, and renewed as the job goes on.
CREATE TABLE bulk_jobs (
  id           serial PRIMARY KEY,
  resource     text NOT NULL,                 -- the API resource (articles)
  command      text NOT NULL,                 -- the command or transition (approve)
  action_key   text NOT NULL,                 -- the key it needs (articles.approve): whoever holds it may follow and cancel it
  params       jsonb NOT NULL DEFAULT '{}',   -- the command's body besides the id (a reason)
  filter       jsonb NOT NULL DEFAULT '{}',   -- the list filter the ids were taken with (shown, never re-run)
  ctx          jsonb NOT NULL,                -- the starter's request context: every item is audited as theirs
  created_by   integer NOT NULL REFERENCES admins(id),
  state        text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'cancelled', 'stopped')),
  stop_reason  text,                          -- an i18n key when the server stopped it (the starter lost the key)
  total        integer NOT NULL,
  owner        text,                          -- the instance running it (app.events.instanceId)
  lease_until  timestamptz,
  cancelled_by integer REFERENCES admins(id),
  version      integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
-- the runner's search for a job to take: unfinished ones only
CREATE INDEX bulk_jobs_unfinished ON bulk_jobs (id) WHERE state IN ('queued', 'running');
CREATE INDEX bulk_jobs_created_by ON bulk_jobs (created_by, id DESC);

CREATE TABLE bulk_job_items (
  job_id      integer NOT NULL REFERENCES bulk_jobs(id) ON DELETE CASCADE,
  seq         integer NOT NULL,               -- the order they are carried out in (the list's id order)
  record_id   integer NOT NULL,
  state       text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  code        integer,                        -- a failed item's envelope code (-5 …)
  message     text,                           -- and its message, in the starter's language
  finished_at timestamptz,
  PRIMARY KEY (job_id, seq),
  UNIQUE (job_id, record_id)
);
CREATE INDEX bulk_job_items_pending ON bulk_job_items (job_id, seq) WHERE state = 'pending';
