-- The desk's author record counts every case, decided ones too, on a user's
-- targets (server/modules/reports/waiting.ts): the open-case index covers only
-- the undecided ones.
CREATE INDEX report_cases_target_idx ON report_cases (target_type, target_id);

-- The desk's Reports tab reads the undecided cases at or above visibleScore, the highest score
-- first, then the oldest (server/modules/reports/waiting.ts): a page is an index range, not a
-- sort of every waiting case.
CREATE INDEX report_cases_waiting_idx ON report_cases (score DESC, first_report_at, id) WHERE status IN ('open', 'escalated');
