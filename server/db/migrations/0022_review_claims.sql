-- The review queue's claims (server/queue/claims.ts): who is deciding a waiting
-- item, until when. One row per item (the primary key), so of two staff
-- claiming at once one wins: the claim is one INSERT … ON CONFLICT that takes
-- the row over only when it is the claimer's own or has expired.
CREATE TABLE review_claims (
  type       text NOT NULL,                -- the API resource of the item (articles, withdrawals…)
  record_id  integer NOT NULL,
  admin_id   integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (type, record_id)
);
CREATE INDEX review_claims_admin ON review_claims (admin_id);

-- Staff who decide anything the queue lists read it and claim in it: the roles
-- and accounts holding a decision key get the queue's keys (server/seed/roles.ts
-- for new databases). Taking over another's claim is granted apart.
CREATE TEMPORARY TABLE queue_decision_keys ON COMMIT DROP AS
SELECT unnest(ARRAY['articles.approve', 'articles.reject', 'articles.hide', 'builds.approve', 'builds.reject', 'builds.hide',
                    'authors.approve', 'authors.reject', 'live_rooms.approve', 'live_rooms.reject',
                    'feedback.process', 'feedback.resolve', 'feedback.close', 'withdrawals.approve', 'withdrawals.reject',
                    'exceptions.resolve', 'exceptions.ignore']) AS key;

UPDATE roles SET keys = keys || ARRAY['review_queue.read', 'review_queue.claim']::text[]
WHERE keys && ARRAY(SELECT key FROM queue_decision_keys) AND NOT keys @> ARRAY['review_queue.read']::text[];

UPDATE admins SET modules = modules || ARRAY['review_queue.read', 'review_queue.claim']::text[]
WHERE modules && ARRAY(SELECT key FROM queue_decision_keys) AND NOT modules @> ARRAY['review_queue.read']::text[];

-- The seeded Auditor role reads everything (server/seed/roles.ts): the queue too.
UPDATE roles SET keys = keys || ARRAY['review_queue.read']::text[]
WHERE name_en = 'Auditor' AND NOT keys @> ARRAY['review_queue.read']::text[];
