-- A to-do may name a record without a state: it is done when the sending
-- module says so (completeTodosFor in notify.ts: a feedback ticket resolved,
-- closed or handed on) or when the record is deleted. Resource and id still
-- come together; a state needs them.
ALTER TABLE messages DROP CONSTRAINT messages_subject_check;
ALTER TABLE messages ADD CONSTRAINT messages_subject_check CHECK (
  (subject_resource IS NULL) = (subject_id IS NULL)
  AND (subject_state IS NULL OR subject_id IS NOT NULL)
  AND (subject_id IS NULL OR type = 'todo')
);
