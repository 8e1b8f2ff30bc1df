// The rules of one item, shared by the resource's create/update and the CSV
// import (one place, so a row the import accepts is one the form accepts).
import { GAME_ITEM_QUALITIES, GAME_ITEM_TYPES, ICON_URL_MAX, ITEM_ID_MAX, ITEM_LEVEL_MAX, NAME_MAX } from '../../../contract/game_data';

export function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** An item's writable values as the import and the form hold them. */
export interface ItemValues {
  type?: number;
  itemId?: number;
  nameZh?: string;
  nameEn?: string;
  iconUrl?: string;
  quality?: number;
  itemLevel?: number;
}

/** field → i18n key of the first problem of each field given (fields left out are not checked). */
export function itemProblems(v: ItemValues): [keyof ItemValues, string][] {
  const out: [keyof ItemValues, string][] = [];
  if (v.type !== undefined && !(GAME_ITEM_TYPES as readonly number[]).includes(v.type)) out.push(['type', 'game_items.error.type']);
  if (v.itemId !== undefined && !(Number.isInteger(v.itemId) && v.itemId >= 1 && v.itemId <= ITEM_ID_MAX)) {
    out.push(['itemId', 'game_items.error.item_id']);
  }
  for (const f of ['nameZh', 'nameEn'] as const) {
    const name = v[f];
    if (name === undefined) continue;
    if (!name.trim()) out.push([f, 'error.blank']);
    else if (name.length > NAME_MAX) out.push([f, 'game_items.error.name_long']);
  }
  if (v.iconUrl !== undefined && v.iconUrl.trim() && !(isHttpUrl(v.iconUrl.trim()) && v.iconUrl.length <= ICON_URL_MAX)) {
    out.push(['iconUrl', 'game_items.error.icon_url']);
  }
  if (v.quality !== undefined && !(GAME_ITEM_QUALITIES as readonly number[]).includes(v.quality)) out.push(['quality', 'game_items.error.quality']);
  if (v.itemLevel !== undefined && !(Number.isInteger(v.itemLevel) && v.itemLevel >= 0 && v.itemLevel <= ITEM_LEVEL_MAX)) {
    out.push(['itemLevel', 'game_items.error.item_level']);
  }
  return out;
}
