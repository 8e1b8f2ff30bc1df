-- Webhooks (docs/notices.md): the platform may receive the notices by HTTPS
-- POST as well as by pulling them. A delivery row is written for every active
-- hook in the notice's own transaction (the trigger below), so a notice that
-- commits always has its deliveries and a notice rolled back never has any:
-- the deciding request never calls out, the delivery worker of any instance
-- does, after the commit (server/modules/notices/worker.ts).
CREATE TABLE webhooks (
  id          serial PRIMARY KEY,
  url         text NOT NULL,
  -- HMAC-SHA256 key of the signature; answered once, by create
  secret      text NOT NULL,
  -- the notice kinds sent; empty: every kind
  events      text[] NOT NULL DEFAULT '{}',
  active      boolean NOT NULL DEFAULT true,
  created_by  integer REFERENCES admins(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);

CREATE TABLE webhook_deliveries (
  id              bigserial PRIMARY KEY,
  webhook_id      integer NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  notice_id       bigint NOT NULL REFERENCES notices(id),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- a worker's lease: until then no other instance takes the row
  locked_until    timestamptz,
  last_status     integer,
  last_error      text,
  delivered_at    timestamptz,
  -- retries go on until 24 hours after this: the notice's commit, or the last resend
  retry_from      timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (webhook_id, notice_id)
);
-- what the workers look for: pending rows by when they are due
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_hook_idx ON webhook_deliveries (webhook_id, id DESC);

CREATE TABLE webhook_attempts (
  id           bigserial PRIMARY KEY,
  delivery_id  bigint NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  at           timestamptz NOT NULL DEFAULT now(),
  -- the HTTP status answered; null when none came (refused, timed out)
  status_code  integer,
  error        text,
  duration_ms  integer NOT NULL DEFAULT 0
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- The outbox: in the inserting transaction, one delivery per active hook that
-- takes this kind, and a wake-up to the workers (channel webhooks of the event
-- bus) that PostgreSQL sends only when that transaction commits.
CREATE FUNCTION mdr_notice_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, notice_id)
    SELECT w.id, NEW.id FROM webhooks w
    WHERE w.active AND (cardinality(w.events) = 0 OR NEW.kind = ANY (w.events));
  IF FOUND THEN
    PERFORM pg_notify('mdr_webhooks', '{}');
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER notices_deliveries AFTER INSERT ON notices
  FOR EACH ROW EXECUTE FUNCTION mdr_notice_deliveries();

-- The webhooks' keys (docs/access.md), grouped under the user module key
-- menu.use.user: the roles and accounts that administer staff (holding
-- roles.update or admins.update) get both, as they got list_views.share; the
-- Auditor reads everything (server/seed/roles.ts gives a new database the same).
UPDATE roles SET keys = keys || ARRAY['webhooks.read', 'webhooks.manage']::text[], version = version + 1, updated_at = now()
WHERE keys && ARRAY['roles.update', 'admins.update']::text[] AND NOT keys && ARRAY['webhooks.read', 'webhooks.manage']::text[];
UPDATE admins SET modules = modules || ARRAY['webhooks.read', 'webhooks.manage']::text[]
WHERE modules && ARRAY['roles.update', 'admins.update']::text[] AND NOT modules && ARRAY['webhooks.read', 'webhooks.manage']::text[];
UPDATE roles SET keys = keys || ARRAY['webhooks.read']::text[], version = version + 1, updated_at = now()
WHERE name_en = 'Auditor' AND NOT 'webhooks.read' = ANY(keys);
