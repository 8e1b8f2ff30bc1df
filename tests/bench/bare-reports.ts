// POST /v3/reports/create as a bare node:http + pg server runs it (tests/bench/reports.ts): the
// statements the product sent for one recorded call (tests/bench/statements.ts) — the bot key's
// lookup and its per-minute count, the idempotency key's replay check, then intake.ts's transaction
// (with the queue's notification when the case is at or above visibleScore) — each statement's
// values computed from the call's body and the rows read before it, as the product computes them
// (the score by scoring.ts's own arithmetic). No body, scope or rate check, no framework, no query
// builder. Not replayed: the hourly sweep of the key's old counters (the product's first call of a
// minute) and the auto-hide of a case crossing autoHideScore (hide.ts; the bench prints how many the
// product made). The texts are checked against the shapes below: when the product's SQL changes,
// the bench stops and names the statement to update here.
import { reporterWeight, roundScore } from '../../server/modules/reports/scoring';
import { inTransaction, queryOn, type BareRoute, type Query } from './bare';
import type { Statement, Wave } from './statements';

const SWEEP = /^delete from "bot_key_usage" where "key_id" = \$1 and "minute" < now\(\) - interval '1 hour'$/;
const RECENT = /^select "id", "case_id" from "reports" where "reporter_id" = \$1 and "target_type" = \$2 and "target_id" = \$3 and "created_at" > now\(\) - make_interval\(hours => \$4\)/;

const SHAPES = [
  /^\s*SELECT k\.id AS key_id, .* FROM bot_keys k JOIN bots b ON b\.id = k\.bot_id WHERE k\.key_hash = \$1$/s,
  /^\s*WITH quick AS \(SELECT set_config\('synchronous_commit', 'off', true\) AS v\),\s+used AS \(UPDATE bot_keys SET last_used_at = now\(\) WHERE id = \$1\)\s+INSERT INTO bot_key_usage .* RETURNING calls$/s,
  /^select "report_id", "case_id" from "report_keys" where "bot_id" = \$1 and "idempotency_key" = \$2$/,
  /^begin$/,
  /^SELECT 1 FROM "users" WHERE id = \$1$/,
  /^SELECT 1 FROM "articles" WHERE id = \$1$/, // the recorded call's target is an article
  new RegExp(`${RECENT.source} order by "id" limit \\$5$`),
  /^INSERT INTO report_cases \(target_type, target_id\) VALUES \(\$1, \$2\)\s+ON CONFLICT \(target_type, target_id\) WHERE status IN \('open', 'escalated'\) DO NOTHING$/,
  /^SELECT id FROM report_cases\s+WHERE target_type = \$1 AND target_id = \$2 AND status IN \('open', 'escalated'\) FOR UPDATE$/,
  new RegExp(`${RECENT.source} and "case_id" = \\$5 order by "id" limit \\$6$`),
  /^insert into "reports" \("case_id", "bot_id", "reporter_id", "target_type", "target_id", "reason", "text"\) values \(\$1, \$2, \$3, \$4, \$5, \$6, \$7\) returning "id"$/,
  /^select "visible_score", "auto_hide_score", "weights", "version" from "report_settings" where "id" = \$1$/,
  /^\s*SELECT reporter_id, array_agg\(DISTINCT reason\) AS reasons, count\(\*\)::int AS n\s+FROM reports WHERE case_id = \$1 GROUP BY reporter_id$/,
  /^\s*SELECT u\.id, s\.upheld, s\.decided\s+FROM \(VALUES \(\$1::int\)(, \(\$\d+::int\))*\) AS u\(id\)\s+CROSS JOIN LATERAL .* LIMIT \$\d+\) AS l\s+\) AS s$/s,
  /^update "report_cases" set "score" = \$1, "reporters" = \$2, "report_count" = \$3, .* where "id" = \$4 returning "auto_hidden"$/s,
  /^SELECT pg_notify\(\$1, \$2\)$/, // the case is on the desk: the review queue's live stream hears of it (the recorded call's case is)
  /^INSERT INTO report_keys \(bot_id, idempotency_key, report_id, case_id\)\s+VALUES \(\$1, \$2, \$3, \$4\) ON CONFLICT DO NOTHING RETURNING bot_id$/,
  /^commit$/,
];
/** A merge (the reporter's report on the target within 24 hours) as the product words it; the recorded call made none. */
const MERGE = 'update "reports" set "merged" = merged + 1, "last_report_at" = now() where "id" = $1';
const TYPES = new Set(['articles', 'builds', 'live_rooms', 'users', 'authors']);

type Row = Record<string, unknown>;

/** The recorded call's statements (the sweep left out), checked against SHAPES. */
function statementsOf(waves: Wave[]): Statement[] {
  const all = waves.flat().filter((s) => !SWEEP.test(s.text));
  const wrong = all.length !== SHAPES.length ? -1 : all.findIndex((s, i) => !SHAPES[i].test(s.text));
  if (all.length !== SHAPES.length || wrong >= 0) {
    throw new Error(`intake: the product's SQL is not what tests/bench/bare-reports.ts replays (statement ${wrong < 0 ? 'count' : wrong + 1}):\n`
      + all.map((s) => `  ${s.text.replace(/\s+/g, ' ').slice(0, 120)}`).join('\n'));
  }
  return all;
}

/** The reporters' records statement for `n` reporters: the recorded one's VALUES list made `n` long, its LIMIT renumbered. */
function recordsText(recorded: string): (n: number) => string {
  const texts = new Map<number, string>();
  return (n) => {
    let text = texts.get(n);
    if (!text) {
      const values = Array.from({ length: n }, (_, i) => `($${i + 1}::int)`).join(', ');
      text = recorded.replace(/\(VALUES [^]*?\) AS u\(id\)/, `(VALUES ${values}) AS u(id)`).replace(/LIMIT \$\d+\)/, `LIMIT $${n + 1})`);
      texts.set(n, text);
    }
    return text;
  };
}

interface Call { botId: number; reporter: number; type: string; target: number; reason: string; text: string; key: string }

/** intake.ts `write` and the key's row, in the caller's transaction. */
function writer(s: Statement[]) {
  const records = recordsText(s[13].text);
  const merge = async (q: Query, first: Row) => {
    await q(MERGE, [first.id]);
    return { reportId: Number(first.id), caseId: Number(first.case_id) };
  };
  return async (q: Query, c: Call) => {
    if (!(await q(s[4].text, [c.reporter])).length) throw new Error('reporter unknown');
    if (!(await q(s[5].text.replace('"articles"', `"${c.type}"`), [c.target])).length) throw new Error('target unknown');
    const recent = [c.reporter, c.type, c.target, ...s[6].values.slice(3)];
    const [earlier] = await q(s[6].text, recent);
    if (earlier) return merge(q, earlier);
    await q(s[7].text, [c.type, c.target]);
    const [locked] = await q(s[8].text, [c.type, c.target]);
    if (!locked) throw new Error('the case was decided meanwhile');
    const caseId = Number(locked.id);
    const [raced] = await q(s[9].text, [...recent.slice(0, 4), caseId, ...s[9].values.slice(5)]);
    if (raced) return merge(q, raced);
    const [report] = await q(s[10].text, [caseId, c.botId, c.reporter, c.type, c.target, c.reason, c.text.trim()]);
    const [settings] = await q(s[11].text, s[11].values);
    const weights = settings.weights as Record<string, number>;
    const reporters = await q(s[12].text, [caseId]);
    const ids = reporters.map((r) => Number(r.reporter_id));
    const recs = new Map((await q(records(ids.length), [...ids, s[13].values[s[13].values.length - 1]])).map((r) => [Number(r.id), r]));
    let score = 0;
    for (const r of reporters) {
      const rec = recs.get(Number(r.reporter_id));
      score += Math.max(...(r.reasons as string[]).map((x) => weights[x] ?? 0)) * reporterWeight({ upheld: Number(rec?.upheld ?? 0), decided: Number(rec?.decided ?? 0) });
    }
    const count = reporters.reduce((n, r) => n + Number(r.n), 0);
    const rounded = roundScore(score);
    await q(s[14].text, [rounded, reporters.length, count, caseId]);
    if (rounded >= Number(settings.visible_score)) await q(s[15].text, [s[15].values[0], JSON.stringify({ type: 'reports', id: caseId, kind: 'item' })]);
    await q(s[16].text, [c.botId, c.key, report.id, caseId]);
    return { reportId: Number(report.id), caseId };
  };
}

/** POST {reporterId, targetType, targetId, reason, text, idempotencyKey}: the recorded call's statements, on another report. */
export function bareIntake(waves: Wave[]): BareRoute {
  const s = statementsOf(waves);
  const write = writer(s);
  return async (body, pool) => {
    const q = queryOn(pool);
    const [key] = await q(s[0].text, s[0].values);
    await q(s[1].text, s[1].values);
    const call = { botId: Number(key.bot_id), reporter: Number(body.reporterId), type: String(body.targetType), target: Number(body.targetId),
      reason: String(body.reason), text: String(body.text ?? ''), key: String(body.idempotencyKey) };
    if (!TYPES.has(call.type)) throw new Error('targetType');
    const [prior] = await q(s[2].text, [call.botId, call.key]);
    if (prior) return { reportId: Number(prior.report_id), caseId: Number(prior.case_id) };
    return inTransaction(pool, (t) => write(t, call));
  };
}
