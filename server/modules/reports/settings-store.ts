// The one row of report settings (migration 0029 writes it) as the API answers it.
import type { Kysely, Transaction } from 'kysely';
import type { ReportSettings } from '../../../contract/reports';
import type { DB } from '../../db/schema';

export async function readSettings(db: Kysely<DB> | Transaction<DB>): Promise<ReportSettings> {
  const row = await db.selectFrom('report_settings').select(['visible_score', 'auto_hide_score', 'weights', 'version'])
    .where('id', '=', 1).executeTakeFirstOrThrow();
  const weights = typeof row.weights === 'string' ? JSON.parse(row.weights) as Record<string, number> : row.weights;
  return { visibleScore: Number(row.visible_score), autoHideScore: Number(row.auto_hide_score), weights, version: row.version };
}
