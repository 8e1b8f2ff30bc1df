-- Feedback contacts and bot owners' contacts are personal data now: masked in
-- every answer unless revealed (server/modules/feedback/feedback.ts,
-- server/modules/bots/bots.ts). The seeded Support role, as server/seed/roles.ts
-- has it, keeps reaching players and partners through the audited reveal.
UPDATE roles SET keys = keys || ARRAY['feedback.reveal', 'bots.reveal']::text[], version = version + 1, updated_at = now()
WHERE name_en = 'Support' AND NOT keys @> ARRAY['feedback.reveal']::text[];
