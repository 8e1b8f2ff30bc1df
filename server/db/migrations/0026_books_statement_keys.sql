-- The books finance closes (docs/money.md "Monthly statement", "Reconciliation"): the seeded
-- Finance role reads and exports the authors' monthly statements and reads the daily
-- reconciliation; the Auditor reads both (no export). As server/seed/roles.ts gives them to a
-- new database; a role an admin already changed by hand keeps what it has beside these.
UPDATE roles SET keys = keys || ARRAY['authors.statement', 'authors.statement_export', 'reconciliation.read']::text[],
  version = version + 1, updated_at = now()
WHERE name_en = 'Finance' AND NOT keys && ARRAY['authors.statement', 'authors.statement_export', 'reconciliation.read']::text[];

UPDATE roles SET keys = keys || ARRAY['authors.statement', 'reconciliation.read']::text[], version = version + 1, updated_at = now()
WHERE name_en = 'Auditor' AND NOT keys && ARRAY['authors.statement', 'reconciliation.read']::text[];
