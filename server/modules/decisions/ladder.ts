// The escalation ladder (/mdr/strike_settings/get|update, key strikes.settings):
// at N active strikes the desk suggests the step (mute 7 days, then 30, then
// ban). One row, optimistic locking on `version`, audited with before and after.
import { Type, type Static } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { BAN_DAYS, MUTE_HOURS } from '../../../contract/users';
import { StringEnum } from '../../../contract/records/schema';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { conflict, invalidField } from '../../core/errors';
import type { DB } from '../../db/schema';

export const LadderStepSchema = Type.Object({
  strikes: Type.Integer({ minimum: 1, maximum: 100, description: 'active strikes at which the step is suggested' }),
  action: StringEnum(['mute', 'ban'] as const),
  days: Type.Union([Type.Integer({ minimum: 1, maximum: BAN_DAYS.max }), Type.Null()], { description: 'how long; null: a permanent ban' }),
}, { additionalProperties: false });
export type LadderStep = Static<typeof LadderStepSchema>;

export const LadderSchema = Type.Object({
  ladder: Type.Array(LadderStepSchema, { maxItems: 10 }),
  version: Type.Integer(),
});
export type Ladder = Static<typeof LadderSchema>;

export async function readLadder(db: Kysely<DB>): Promise<Ladder> {
  const row = await db.selectFrom('strike_settings').select(['ladder', 'version']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { ladder: row.ladder, version: row.version };
}

/** -1 naming the step whose strikes do not rise, or a mute longer than a mute may be. */
function check(ladder: LadderStep[]): void {
  ladder.forEach((s, i) => {
    if (i > 0 && s.strikes <= ladder[i - 1].strikes) throw invalidField(`ladder.${i}.strikes`, 'error.ladder_order');
    if (s.action === 'mute' && (s.days === null || s.days * 24 > MUTE_HOURS.max)) {
      throw invalidField(`ladder.${i}.days`, 'error.report_days_range', { days: MUTE_HOURS.max / 24 });
    }
  });
}

export async function updateLadder(db: Kysely<DB>, ctx: RequestContext, ladder: LadderStep[], version: number): Promise<Ladder> {
  check(ladder);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM strike_settings WHERE id = 1 FOR UPDATE`.execute(trx);
    const before = await readLadder(trx);
    if (before.version !== version) throw conflict('error.stale_version', {}, { current: before });
    await trx.updateTable('strike_settings').set({ ladder: JSON.stringify(ladder), updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
      .where('id', '=', 1).execute();
    await writeAudit(trx, ctx, { action: 'update', resource: 'strike_settings', recordId: 1, before: { ladder: before.ladder }, after: { ladder } });
    return { ladder, version: before.version + 1 };
  });
}
