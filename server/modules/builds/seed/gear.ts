// Gear for demo builds from the demo item catalogue (gamedata/seed/catalog.ts):
// each slot is filled with an item whose name says it fits — armour of the
// class's material, the right jewellery, a weapon in the main hand, a shield
// for a tank who carries one. An item is in a version when it came out in it or
// before (as the tooltip reads it).
import type { Transaction } from 'kysely';
import type { Gear, GearSlot, WowClass } from '../../../../contract/wow';
import type { DB } from '../../../db/schema';
import type { Rng } from '../../../seed/rng';

type Material = 'Plate' | 'Mail' | 'Leather' | 'Cloth';
const MATERIAL: Record<WowClass, Material> = {
  warrior: 'Plate', paladin: 'Plate', death_knight: 'Plate', hunter: 'Mail', shaman: 'Mail', evoker: 'Mail',
  rogue: 'Leather', monk: 'Leather', druid: 'Leather', demon_hunter: 'Leather', priest: 'Cloth', mage: 'Cloth', warlock: 'Cloth',
};
const ARMOUR: [GearSlot, string][] = [
  ['head', 'Helm'], ['shoulder', 'Pauldrons'], ['chest', 'Breastplate'], ['hands', 'Gauntlets'],
  ['waist', 'Girdle'], ['legs', 'Legguards'], ['feet', 'Sabatons'], ['wrist', 'Bracers'],
];
const OTHER: [GearSlot[], RegExp][] = [
  [['neck'], /Choker$/], [['back'], /Drape$/], [['finger1', 'finger2'], /Signet$/], [['trinket1', 'trinket2'], /(Idol|Charm)$/],
  [['main_hand'], /(Longsword|Greataxe|Warhammer|Dagger|Staff|Longbow|Wand|Polearm)$/], [['off_hand'], /Shield$/],
];
const SHIELD_CARRIERS = new Set(['warrior:protection', 'paladin:protection', 'paladin:holy', 'shaman:restoration', 'shaman:elemental']);

export interface VersionItems { id: number; released: Date; pools: Map<string, number[]> }

/** Each version's items by slot key ('head:Plate', 'neck', …), items of earlier versions included. */
export async function loadVersionItems(trx: Transaction<DB>): Promise<VersionItems[]> {
  const versions = await trx.selectFrom('game_versions').select(['id', 'released_at']).orderBy('released_at').orderBy('id').execute();
  const items = await trx.selectFrom('game_items').select(['game_version_id', 'item_id', 'name_en'])
    .where('type', '=', 0).orderBy('item_id').execute();
  const seen = new Map<string, number[]>();
  const add = (key: string, id: number) => seen.set(key, [...(seen.get(key) ?? []), id]);
  return versions.map((v) => {
    for (const item of items.filter((i) => i.game_version_id === v.id)) {
      for (const [slot, word] of ARMOUR) {
        const m = new RegExp(`(Plate|Mail|Leather|Cloth) ${word}$`).exec(item.name_en);
        if (m) add(`${slot}:${m[1]}`, item.item_id);
      }
      for (const [slots, pattern] of OTHER) if (pattern.test(item.name_en)) add(slots[0], item.item_id);
    }
    return { id: v.id, released: new Date(v.released_at), pools: new Map([...seen].map(([k, ids]) => [k, [...new Set(ids)]])) };
  });
}

/** Most slots filled (a few left empty, as players do), from the version's items. */
export function gearFor(rng: Rng, version: VersionItems, cls: WowClass, spec: string): Gear {
  const gear: Gear = {};
  const put = (slot: GearSlot, key: string) => {
    const pool = version.pools.get(key);
    if (pool?.length && rng.chance(0.9)) gear[slot] = rng.pick(pool);
  };
  for (const [slot] of ARMOUR) put(slot, `${slot}:${MATERIAL[cls]}`);
  for (const [slots] of OTHER) {
    if (slots[0] === 'off_hand' && !SHIELD_CARRIERS.has(`${cls}:${spec}`)) continue;
    for (const slot of slots) put(slot, slots[0]);
  }
  return gear;
}
