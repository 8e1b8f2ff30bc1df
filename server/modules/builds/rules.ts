// What a build must be beyond its schema: a spec of its class, a platform user
// as author, a known game version, gear items that exist in that version's game
// data. A partial update is checked together with the stored record.
import { sql, type RawBuilder } from 'kysely';
import { GEAR_SLOTS, WOW_CLASSES, specOf, type Gear, type WowRole } from '../../../contract/wow';
import { invalid, invalidField, type FieldError } from '../../core/errors';
import type { WriteTarget } from '../../resources/types';
import type { BuildResponse } from './builds';
import { gameVersionExists, missingItems, userExists } from './repository';

// class → spec → role, for the database to read the role of a stored class or spec
const ROLES = JSON.stringify(Object.fromEntries(Object.entries(WOW_CLASSES).map(([cls, def]) =>
  [cls, Object.fromEntries(Object.entries(def.specs).map(([key, s]) => [key, s.role]))])));

/**
 * The role column for a write that changes the class or the spec: the spec's
 * role (validateBuild has checked the pair). When only one of the two is sent,
 * the other is the stored one, so the database looks the role up.
 */
export function roleColumn(data: Record<string, unknown>): WowRole | RawBuilder<WowRole> | undefined {
  const cls = data.wowClass as string | undefined;
  const spec = data.spec as string | undefined;
  if (cls === undefined && spec === undefined) return undefined;
  if (cls !== undefined && spec !== undefined) return specOf(cls, spec)!.role;
  const clsRef = cls === undefined ? sql.ref('wow_class') : sql.lit(cls);
  const specRef = spec === undefined ? sql.ref('spec') : sql.lit(spec);
  return sql<WowRole>`(${ROLES}::jsonb -> ${clsRef} ->> ${specRef})`;
}

/** Gear in a CSV cell: `head:212005 neck:212060 …` in slot order. */
export const gearText = (gear: Gear): string =>
  GEAR_SLOTS.filter((slot) => gear[slot] !== undefined).map((slot) => `${slot}:${gear[slot]}`).join(' ');

async function gearErrors(target: WriteTarget<BuildResponse>, versionId: number, gear: Gear): Promise<FieldError[]> {
  const slots = GEAR_SLOTS.filter((slot) => gear[slot] !== undefined);
  const missing = new Set(await missingItems(target.db, versionId, slots.map((slot) => gear[slot]!)));
  return slots.filter((slot) => missing.has(gear[slot]!))
    .map((slot) => ({ field: `data.gear.${slot}`, key: 'error.build_item_missing', params: { itemId: gear[slot]! } }));
}

export async function validateBuild(data: Record<string, unknown>, target: WriteTarget<BuildResponse>): Promise<void> {
  const { current, db } = target;
  if (typeof data.title === 'string' && !data.title.trim()) throw invalidField('data.title', 'error.blank');
  if (typeof data.authorId === 'number' && !(await userExists(db, data.authorId))) {
    throw invalidField('data.authorId', 'error.build_author_missing');
  }
  if (data.wowClass !== undefined || data.spec !== undefined) {
    const cls = (data.wowClass ?? current?.wowClass) as string;
    const spec = (data.spec ?? current?.spec) as string;
    if (!specOf(cls, spec)) throw invalidField('data.spec', 'error.build_spec_class', { spec, wowClass: cls });
  }
  if (typeof data.gameVersionId === 'number' && !(await gameVersionExists(db, data.gameVersionId))) {
    throw invalidField('data.gameVersionId', 'error.build_version_missing');
  }
  // a new version re-checks the stored gear; new gear is checked in the (new or stored) version
  if (data.gear !== undefined || data.gameVersionId !== undefined) {
    const versionId = (data.gameVersionId ?? current?.gameVersionId) as number;
    const errors = await gearErrors(target, versionId, (data.gear ?? current?.gear ?? {}) as Gear);
    if (errors.length) throw invalid(errors);
  }
}
