// Demo game data: the versions of the current expansion (the last one current)
// and a few thousand items in both languages — gear of every theme, slot and
// material, weapons and jewellery, consumables, spells, mounts and pets. Each
// item appears in the version that introduced it; some come back in a later
// version with a new item level (the tooltip reads the latest at or before
// the version asked for). Audit rows: the versions made current, two imports.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { daysAgo, type Rng } from '../../../seed/rng';
import type { SeedStep } from '../../../seed/types';
import { ARMOUR_SLOTS, DEMO_VERSIONS, EXTRAS, ICON_BASE, MATERIALS, OTHER_GEAR, THEMES } from './catalog';

type ItemRow = Insertable<DB['game_items']>;

/** Every gear piece of every theme, introduced in one of the versions. */
function gear(rng: Rng, versionIds: number[], now: Date): ItemRow[] {
  const rows: ItemRow[] = [];
  let itemId = 219000;
  THEMES.forEach(([themeEn, themeZh], t) => {
    const v = Math.min(versionIds.length - 1, Math.floor((t * versionIds.length) / THEMES.length));
    const baseLevel = 580 + v * 9;
    const pieces: [string, string, string][] = [
      ...MATERIALS.flatMap(([mEn, mZh, mIcon]) => ARMOUR_SLOTS.map(([sEn, sZh, sIcon]): [string, string, string] =>
        [`${themeEn} ${mEn} ${sEn}`, `${themeZh}${mZh}${sZh}`, `inv_${sIcon}_${mIcon}_raid${(t % 9) + 1}_d_01`])),
      ...OTHER_GEAR.map(([gEn, gZh, icon]): [string, string, string] => [`${themeEn} ${gEn}`, `${themeZh}${gZh}`, icon]),
    ];
    for (const [en, zh, icon] of pieces) {
      itemId += rng.int(1, 9);
      const quality = rng.weighted([[2, 2], [3, 5], [4, 3]] as const);
      const at = daysAgo(now, DEMO_VERSIONS[v][2] - rng.int(0, 3));
      const row = { type: 0, item_id: itemId, game_version_id: versionIds[v], name_zh: zh, name_en: en,
        icon_url: `${ICON_BASE}${icon}.jpg`, quality, item_level: baseLevel + quality * 6 + rng.int(0, 4), created_at: at, updated_at: at };
      rows.push(row);
      // a later patch raised some items' level: the same item again in that version
      if (v + 1 < versionIds.length && rng.chance(0.4)) {
        const later = rng.int(v + 1, versionIds.length - 1);
        const at2 = daysAgo(now, DEMO_VERSIONS[later][2]);
        rows.push({ ...row, game_version_id: versionIds[later], item_level: row.item_level + 13 * (later - v), created_at: at2, updated_at: at2 });
      }
    }
  });
  return rows;
}

/** One statement for every item (column arrays through unnest): far fewer round trips than row batches. */
async function insertItems(trx: Transaction<DB>, items: ItemRow[]): Promise<void> {
  const col = <K extends keyof ItemRow>(k: K) => items.map((i) => i[k]);
  await sql`INSERT INTO game_items (type, item_id, game_version_id, name_zh, name_en, icon_url, quality, item_level, created_at, updated_at)
    SELECT * FROM unnest(${col('type')}::smallint[], ${col('item_id')}::int[], ${col('game_version_id')}::int[], ${col('name_zh')}::text[],
      ${col('name_en')}::text[], ${col('icon_url')}::text[], ${col('quality')}::smallint[], ${col('item_level')}::int[],
      ${col('created_at')}::timestamptz[], ${col('updated_at')}::timestamptz[])`.execute(trx);
}

const extras = (versionIds: number[], now: Date): ItemRow[] => EXTRAS.map(([type, en, zh, icon, quality], i) => {
  const at = daysAgo(now, DEMO_VERSIONS[0][2]);
  return { type, item_id: [211000, 2825, 1248, 1459][type] + i * 37, game_version_id: versionIds[0], name_zh: zh, name_en: en,
    icon_url: `${ICON_BASE}${icon}.jpg`, quality, item_level: 0, created_at: at, updated_at: at };
});

export const gameDataStep: SeedStep = {
  name: 'game data (versions, items)',
  async run({ trx, now, rng }) {
    const versionIds: number[] = [];
    for (const [name, build, days] of DEMO_VERSIONS) {
      const at = daysAgo(now, days);
      const v = await trx.insertInto('game_versions').values({ name, build, released_at: at, created_at: at, updated_at: at })
        .returning('id').executeTakeFirstOrThrow();
      versionIds.push(v.id);
    }
    // the first one became current by itself; each release made the next one current
    const last = versionIds[versionIds.length - 1];
    await trx.updateTable('game_versions').set({ is_current: false }).where('id', '<>', last).execute();
    await trx.updateTable('game_versions').set({ is_current: true, version: versionIds.length }).where('id', '=', last).execute();
    const items = [...extras(versionIds, now), ...gear(rng('game_items'), versionIds, now)];
    await insertItems(trx, items);
    const admin = await trx.selectFrom('admins').select(['id', 'username']).where('username', '=', 'admin').executeTakeFirst();
    const audits = DEMO_VERSIONS.slice(1).map(([name, , days], i) => ({
      actor_id: admin?.id ?? null, actor_name: admin?.username ?? 'admin', action: 'make_current', resource: 'game_versions',
      record_id: String(versionIds[i + 1]), before: JSON.stringify({ isCurrent: false }), after: JSON.stringify({ isCurrent: true, name }),
      created_at: daysAgo(now, days),
    }));
    const imports = [DEMO_VERSIONS[0][2], DEMO_VERSIONS[6][2]].map((days) => ({
      actor_id: admin?.id ?? null, actor_name: admin?.username ?? 'admin', action: 'import', resource: 'game_items', record_id: null,
      after: JSON.stringify({ rows: Math.round(items.length / 2), new: Math.round(items.length / 2), changed: 0, unchanged: 0 }),
      created_at: daysAgo(now, days - 1),
    }));
    await trx.insertInto('audit_log').values([...audits, ...imports]).execute();
    // audit rows are history, not the step's data: not counted (as every step)
    return { game_versions: versionIds.length, game_items: items.length };
  },
};
