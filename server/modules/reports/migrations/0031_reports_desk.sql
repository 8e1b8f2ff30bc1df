-- The desk's author record counts every case, decided ones too, on a user's
-- targets (server/modules/reports/waiting.ts): the open-case index covers only
-- the undecided ones.
CREATE INDEX report_cases_target_idx ON report_cases (target_type, target_id);
