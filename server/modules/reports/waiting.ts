// What of the reports waits on the desk (the review queue, server/queue/): the
// cases whose score reached the settings' visibleScore, the highest score
// first, then the oldest (by their first report). An escalated case waits only
// for a reader holding reports.escalated. Behind a case stands the platform
// user who published its target (a user target is that user).
import { sql, type Kysely } from 'kysely';
import { hasKey } from '../../../contract/access/modules';
import type { DB } from '../../db/schema';
import type { WaitingSource } from '../../queue/types';
import { titleSql } from './cases';
import { ESCALATED_KEY } from './uphold';

/** The platform user behind a case's target (`c` is the case row); SQL null when the target is gone. */
export const targetUserSql = sql<number>`(CASE c.target_type
  WHEN 'articles' THEN (SELECT a.user_id FROM articles AS t JOIN authors AS a ON a.id = t.author_id WHERE t.id = c.target_id)
  WHEN 'builds' THEN (SELECT t.user_id FROM builds AS t WHERE t.id = c.target_id)
  WHEN 'live_rooms' THEN (SELECT t.user_id FROM live_rooms AS t WHERE t.id = c.target_id)
  WHEN 'users' THEN c.target_id
  WHEN 'authors' THEN (SELECT t.user_id FROM authors AS t WHERE t.id = c.target_id) END)`;

/** Every case on a target that user is behind: each kind of target found from the user's side (their rows are few). */
const casesOfUser = (db: Kysely<DB>, userId: number) => db.selectFrom('report_cases as c')
  .where((eb) => eb.or([
    eb.and([eb('c.target_type', '=', 'users'), eb('c.target_id', '=', userId)]),
    eb.and([eb('c.target_type', '=', 'authors'), eb('c.target_id', 'in', eb.selectFrom('authors').where('user_id', '=', userId).select('id'))]),
    eb.and([eb('c.target_type', '=', 'articles'), eb('c.target_id', 'in', eb.selectFrom('articles as t').innerJoin('authors as a', 'a.id', 't.author_id')
      .where('a.user_id', '=', userId).select('t.id'))]),
    eb.and([eb('c.target_type', '=', 'builds'), eb('c.target_id', 'in', eb.selectFrom('builds').where('user_id', '=', userId).select('id'))]),
    eb.and([eb('c.target_type', '=', 'live_rooms'), eb('c.target_id', 'in', eb.selectFrom('live_rooms').where('user_id', '=', userId).select('id'))]),
  ]))
  .select('c.id');

/** What the players wrote, newest first: the list row's line under the title. */
const summarySql = sql<string>`coalesce((SELECT string_agg(x.text, ' · ') FROM (SELECT r.text FROM reports AS r
  WHERE r.case_id = report_cases.id AND r.text <> '' ORDER BY r.id DESC LIMIT 3) AS x), '')`;

export const reportsWaiting: WaitingSource = {
  type: 'reports',
  keys: ['reports.uphold', 'reports.dismiss', 'reports.escalate'],
  ranked: true,
  targetHours: 24,
  // the settings' visibleScore decides which cases wait: a change of the settings refills the type
  kept: {
    table: 'report_cases', where: "status IN ('open', 'escalated') AND score >= (SELECT visible_score FROM report_settings WHERE id = 1)",
    since: 'first_report_at', scope: 'status', dependsOn: ['report_settings'],
  },
  sees: (reader) => (hasKey(reader, ESCALATED_KEY) ? sql<boolean>`true` : sql<boolean>`w.scope = 'open'`),
  query: (db, reader) => db.selectFrom('report_cases')
    .where('report_cases.score', '>=', (eb) => eb.selectFrom('report_settings').select('visible_score').where('id', '=', 1))
    // literals, not parameters: the planner matches them to the partial index of the tab's order (migration 0031)
    .where(hasKey(reader, ESCALATED_KEY) ? sql<boolean>`report_cases.status IN ('open', 'escalated')` : sql<boolean>`report_cases.status = 'open'`)
    .select([
      'report_cases.id', 'report_cases.score as priority', 'report_cases.first_report_at as waiting_since',
      sql<string>`coalesce(${titleSql}, report_cases.target_type || ' #' || report_cases.target_id)`.as('title'),
      summarySql.as('summary'),
    ]),
  author: {
    userOf: (db, id) => db.selectFrom('report_cases as c').where('c.id', '=', id).where(targetUserSql, 'is not', null)
      .select(targetUserSql.as('user_id')),
    recordsOf: casesOfUser,
  },
};
