-- A to-do can name the record and the state it asks about (an article still
-- "pending"), so it completes itself when that record leaves the state
-- (server/modules/messages/todos.ts, called from the resource mechanism's
-- transition path). All three or none.
ALTER TABLE messages
  ADD COLUMN subject_resource text,
  ADD COLUMN subject_id       text,
  ADD COLUMN subject_state    text,
  ADD CONSTRAINT messages_subject_check CHECK (
    (subject_resource IS NULL) = (subject_id IS NULL) AND (subject_id IS NULL) = (subject_state IS NULL)
    AND (subject_id IS NULL OR type = 'todo')
  );
-- the open to-dos about one record (the only ones a state change looks for)
CREATE INDEX messages_open_subject_idx ON messages (subject_resource, subject_id) WHERE message_type = 0;
