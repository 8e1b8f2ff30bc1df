-- The review queue's live feed (server/queue/live.ts, docs/review-queue.md "Live").
--
-- Tickets: an EventSource cannot send the token header, and a token in a URL
-- ends up in proxy logs. The panel trades its token (POST, header) for a ticket
-- that opens one stream, once, within 30 s. Kept here rather than in memory so
-- the stream may open on another instance than the one that issued it. The
-- ticket itself is never stored, only its SHA-256; the types are the ones its
-- reader could decide when it was issued (a stream only carries those).
CREATE TABLE review_live_tickets (
  ticket_hash text PRIMARY KEY,
  session_id  bigint NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  admin_id    integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  types       text[] NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX review_live_tickets_expires ON review_live_tickets (expires_at);

-- Presence: who has a queued record open (its page sends a heartbeat every
-- 20 s; a row lapses 45 s after the last one). In the database, so every
-- instance sees everyone.
CREATE TABLE review_presence (
  type       text NOT NULL,
  record_id  integer NOT NULL,
  admin_id   integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (type, record_id, admin_id)
);
CREATE INDEX review_presence_expires ON review_presence (expires_at);
