-- The transparency report counts reports and appeals received in a range of days
-- (docs/transparency.md): without these, every report asks for a scan of both
-- tables. Decisions are counted by decided_at (decisions_decided_idx) and appeals
-- decided by decided_at (appeals_decided_idx) already. IF NOT EXISTS: the lists
-- of the reports and decisions modules may want the same index under the same name.
CREATE INDEX IF NOT EXISTS reports_created_idx ON reports (created_at);
CREATE INDEX IF NOT EXISTS appeals_created_idx ON appeals (created_at);

-- The seeded Auditor reads every record's figures (server/seed/roles.ts gives it
-- transparency.read on a new database, by its rule); a role an admin changed by
-- hand keeps what it has beside this key.
UPDATE roles SET keys = keys || ARRAY['transparency.read']::text[], version = version + 1, updated_at = now()
WHERE name_en = 'Auditor' AND NOT 'transparency.read' = ANY(keys);
