// A bulk job as the API answers it (contract/records/bulk_jobs.ts): its counts
// come from its items, so they are always what was committed.
import { sql, type Kysely } from 'kysely';
import { JOB_FAILED_LISTED, type Job } from '../../contract/records/bulk_jobs';
import { hasKey } from '../../contract/access/modules';
import type { Actor, Lang } from '../core/context';
import { t } from '../core/i18n';
import type { DB } from '../db/schema';
import './schema';

const iso = (d: Date | string) => new Date(d).toISOString();

function jobRows(db: Kysely<DB>) {
  return db.selectFrom('bulk_jobs as j').innerJoin('admins as a', 'a.id', 'j.created_by')
    .select(['j.id', 'j.resource', 'j.command', 'j.action_key', 'j.state', 'j.stop_reason', 'j.total',
      'j.created_by', 'a.name', 'j.created_at', 'j.finished_at']);
}

/** The job's action key, or undefined when there is no such job. */
export async function jobKey(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('bulk_jobs').select('action_key').where('id', '=', id).executeTakeFirst();
  return row?.action_key;
}

/** Jobs by id, in the given order (missing ones left out). */
export async function jobViews(db: Kysely<DB>, ids: number[], lang: Lang): Promise<Job[]> {
  if (!ids.length) return [];
  const jobs = await jobRows(db).where('j.id', 'in', ids).execute();
  const counts = await db.selectFrom('bulk_job_items').select(['job_id', 'state', sql<string>`count(*)`.as('n')])
    .where('job_id', 'in', ids).groupBy(['job_id', 'state']).execute();
  const views = await Promise.all(jobs.map(async (j): Promise<Job> => {
    const n = (state: string) => Number(counts.find((c) => c.job_id === j.id && c.state === state)?.n ?? 0);
    const failures = await db.selectFrom('bulk_job_items').select(['record_id', 'code', 'message'])
      .where('job_id', '=', j.id).where('state', '=', 'failed').orderBy('seq').limit(JOB_FAILED_LISTED).execute();
    return {
      id: j.id, resource: j.resource, action: j.command, state: j.state,
      stopReason: j.stop_reason ? t(lang, j.stop_reason) : null,
      total: j.total, done: n('done'), failed: n('failed'), pending: n('pending'),
      failures: failures.map((f) => ({ id: f.record_id, code: f.code ?? 0, message: f.message ?? '' })),
      createdBy: { id: j.created_by, name: j.name }, createdAt: iso(j.created_at),
      finishedAt: j.finished_at ? iso(j.finished_at) : null,
    };
  }));
  return ids.flatMap((id) => views.filter((v) => v.id === id));
}

/** The jobs of the actions the reader holds (optionally of one resource), newest first. */
export async function jobPage(db: Kysely<DB>, actor: Actor, lang: Lang, p: { resource?: string; page: number; pageSize: number }) {
  let q = db.selectFrom('bulk_jobs').select('action_key').distinct();
  if (p.resource) q = q.where('resource', '=', p.resource);
  // the keys jobs were started with are few: choosing the reader's among them keeps the rule in one place (hasKey)
  const keys = [...new Set((await q.execute()).map((r) => r.action_key))].filter((k) => hasKey(actor, k));
  if (!keys.length) return { list: [], total: 0 };
  let page = db.selectFrom('bulk_jobs').where('action_key', 'in', keys);
  if (p.resource) page = page.where('resource', '=', p.resource);
  const total = Number((await page.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const ids = (await page.select('id').orderBy('id', 'desc').limit(p.pageSize).offset((p.page - 1) * p.pageSize).execute()).map((r) => r.id);
  return { list: await jobViews(db, ids, lang), total };
}
