-- Upholding a case (server/modules/reports/uphold.ts, docs/reports.md "Decisions"): the case keeps
-- who decided it and, when upheld, the action taken on its target.
ALTER TABLE report_cases
  ADD COLUMN decided_by      integer REFERENCES admins(id) ON DELETE SET NULL,
  ADD COLUMN decision_action text NOT NULL DEFAULT '';

-- The seeded Content reviewer upholds too (server/seed/roles.ts gives it to a new database); a role
-- an admin changed by hand keeps what it has beside this key. reports.escalated stays with role '*'.
UPDATE roles SET keys = keys || ARRAY['reports.uphold']::text[], version = version + 1, updated_at = now()
WHERE name_en = 'Content reviewer' AND NOT 'reports.uphold' = ANY(keys);
