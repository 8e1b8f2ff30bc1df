-- The staff message centre (docs/panel.md "Message centre"): each staff
-- member's own inbox of messages, notices and todos. Rows are written by
-- server/modules/messages/notify.ts inside the transaction of the event that
-- causes them, so a rolled-back change sends nothing.
--
-- title, sub_title and content hold i18n keys (msg.*), rendered with params in
-- the reader's language when listed, so each recipient sees their own panel
-- language (notify refuses unregistered keys; one removed later reads as itself).
CREATE TABLE messages (
  id           bigserial PRIMARY KEY,
  admin_id     integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,   -- the recipient
  type         text NOT NULL CHECK (type IN ('message', 'notice', 'todo')),
  title        text NOT NULL,
  sub_title    text NOT NULL DEFAULT '',
  avatar       text NOT NULL DEFAULT '',
  content      text NOT NULL DEFAULT '',
  params       jsonb NOT NULL DEFAULT '{}',                                 -- placeholders of the three texts
  -- the tag of a notice or todo: 0 to do / not started, 1 done / in effect, 3 due soon
  message_type smallint CHECK (message_type IN (0, 1, 3)),
  status       smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),       -- 0 unread, 1 read
  link         text CHECK (link LIKE '#/%'),                                -- a panel route, never an outside URL
  created_at   timestamptz NOT NULL DEFAULT now(),                          -- the item's "time"
  read_at      timestamptz,
  CHECK (type <> 'message' OR message_type IS NULL),
  CHECK ((status = 1) = (read_at IS NOT NULL))
);
-- the inbox: one staff member's messages, unread first, newest first
CREATE INDEX messages_inbox_idx ON messages (admin_id, status, created_at);
