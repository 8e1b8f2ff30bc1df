-- QR sign-in (docs/panel.md "Sign-in"). A device that wants to sign in gets two
-- random secrets: the ticket, which it keeps and polls with, and the code,
-- which it shows as the QR image. A signed-in staff member opens the code's
-- link, sees who is asking and confirms or declines. Seeing the QR therefore
-- lets nobody collect the token. Only sha256 hashes of both are stored; the
-- session token is created at the first poll after confirmation, handed out
-- that once and never stored (sessions keep only its hash).
CREATE TABLE qr_tickets (
  id           bigserial PRIMARY KEY,
  ticket_hash  text NOT NULL UNIQUE,
  code_hash    text NOT NULL UNIQUE,
  status       text NOT NULL DEFAULT 'waiting'
               CHECK (status IN ('waiting', 'scanned', 'confirmed', 'declined', 'expired', 'used')),
  ip           text NOT NULL DEFAULT '',                -- the requesting device
  user_agent   text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,                    -- past it, no state but expired/declined/used is real
  scanned_by   integer REFERENCES admins(id) ON DELETE SET NULL,
  scanned_at   timestamptz,
  confirmed_by integer REFERENCES admins(id) ON DELETE SET NULL,  -- the session is opened for this account
  declined_by  integer REFERENCES admins(id) ON DELETE SET NULL,
  decided_at   timestamptz,
  session_id   bigint REFERENCES sessions(id) ON DELETE SET NULL,
  used_at      timestamptz
);
-- issuing counts an address's tickets of the last minute and deletes day-old ones
CREATE INDEX qr_tickets_ip_idx ON qr_tickets (ip, created_at);
CREATE INDEX qr_tickets_created_idx ON qr_tickets (created_at);
