-- Feedback tickets from players and their thread (public replies and internal
-- notes). The player's own messages are the ticket's content; replies are staff's.
CREATE TABLE feedback (
  id              bigserial PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users(id),
  category        text NOT NULL CHECK (category IN ('bug', 'suggestion', 'account', 'payment', 'content', 'other')),
  content         text NOT NULL,
  screenshots     text[] NOT NULL DEFAULT '{}',
  contact         text NOT NULL DEFAULT '',
  client_version  text NOT NULL DEFAULT '',
  client_os       text NOT NULL DEFAULT '',
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'processing', 'resolved', 'closed')),
  assignee_id     integer REFERENCES admins(id),
  close_reason    text NOT NULL DEFAULT '',
  reply_count     integer NOT NULL DEFAULT 0,
  resolved_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1
);
CREATE INDEX feedback_created_idx ON feedback (created_at, id);
CREATE INDEX feedback_status_idx ON feedback (status, created_at, id);
CREATE INDEX feedback_assignee_idx ON feedback (assignee_id, status, id);
CREATE INDEX feedback_user_idx ON feedback (user_id, id);
CREATE INDEX feedback_category_idx ON feedback (category, id);

CREATE TABLE feedback_replies (
  id           bigserial PRIMARY KEY,
  feedback_id  bigint NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  body         text NOT NULL,
  internal     boolean NOT NULL DEFAULT false,
  author_id    integer REFERENCES admins(id),
  author_name  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_replies_ticket_idx ON feedback_replies (feedback_id, id);
