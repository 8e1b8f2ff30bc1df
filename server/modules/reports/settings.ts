// /mdr/report_settings/update: any subset of the weights and thresholds, under
// the row's lock with optimistic locking on `version` (a stale one is -5 as
// every resource's update), audited with before and after in the transaction.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { REPORT_REASONS, REPORT_SETTING_MAX, type ReportSettings } from '../../../contract/reports';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { conflict, invalidField } from '../../core/errors';
import type { DB } from '../../db/schema';
import { readSettings } from './settings-store';

const Score = (description: string) => Type.Number({ minimum: 0, maximum: REPORT_SETTING_MAX, description });

export const SettingsData = Type.Object({
  visibleScore: Type.Optional(Score('a case reaches the desk at or above it')),
  autoHideScore: Type.Optional(Score('a case\'s published target is hidden at or above it')),
  weights: Type.Optional(Type.Object(Object.fromEntries(REPORT_REASONS.map((r) => [r, Type.Optional(Score(`the weight of ${r}`))])),
    { additionalProperties: false, description: 'the reasons to change; the others keep theirs' })),
}, { additionalProperties: false, minProperties: 1 });

export interface SettingsPatch { visibleScore?: number; autoHideScore?: number; weights?: Record<string, number> }

export async function updateSettings(db: Kysely<DB>, ctx: RequestContext, patch: SettingsPatch, version: number): Promise<ReportSettings> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM report_settings WHERE id = 1 FOR UPDATE`.execute(trx);
    const before = await readSettings(trx);
    if (before.version !== version) throw conflict('error.stale_version', {}, { current: before });
    const after = {
      visibleScore: patch.visibleScore ?? before.visibleScore,
      autoHideScore: patch.autoHideScore ?? before.autoHideScore,
      weights: { ...before.weights, ...patch.weights },
    };
    // a case would be hidden before it ever reached the desk
    if (after.autoHideScore < after.visibleScore) throw invalidField('autoHideScore', 'error.report_thresholds');
    await trx.updateTable('report_settings').set({
      visible_score: after.visibleScore, auto_hide_score: after.autoHideScore, weights: JSON.stringify(after.weights),
      updated_at: sql<Date>`now()`, version: sql<number>`version + 1`,
    }).where('id', '=', 1).execute();
    const saved = { ...after, version: before.version + 1 };
    const { version: _v, ...was } = before;
    await writeAudit(trx, ctx, { action: 'update', resource: 'report_settings', recordId: 1, before: was, after });
    return saved;
  });
}
