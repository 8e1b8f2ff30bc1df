-- "See what a role sees" (docs/preview.md): a session may preview a role's or another staff
-- member's grant, read-only. The session keeps its own staff member (the audit log's actor);
-- what it resolves to (server/modules/session/preview.ts) takes the grant from the row named
-- here. No foreign key: a role or member gone while previewed leaves the session previewing
-- nothing (no key), never silently back to the previewer's own grant.
ALTER TABLE sessions
  ADD COLUMN preview_kind text CHECK (preview_kind IN ('role', 'member')),
  ADD COLUMN preview_id   integer,
  ADD CONSTRAINT sessions_preview_whole CHECK ((preview_kind IS NULL) = (preview_id IS NULL));
