// What hovering an item says: its name, quality and item level, then its id —
// from the game data, so it reads the same when the icon host is out of reach
// (the icon is then an empty square, the name still there in its quality's colour).
import { GAME_DATA_LABELS, QUALITY_COLOURS } from '../../contract/game_data';
import type { TooltipData } from './tooltipBatcher';

type Lang = keyof typeof GAME_DATA_LABELS;
const langOf = (locale: string): Lang => (locale.startsWith('en') ? 'en-US' : 'zh-CN');

/** The name's colour: WoW's colour of its quality. */
export const qualityColour = (quality: number | undefined) => (quality === undefined ? undefined : QUALITY_COLOURS[quality]);

/** "审计测试护肩 · 史诗 · 物品等级 600 · #220053"; the id alone while unknown. */
export function itemTitle(data: TooltipData | undefined, itemId: number, locale: string): string {
  if (!data) return `#${itemId}`;
  const lang = langOf(locale);
  const quality = GAME_DATA_LABELS[lang].qualities[data.quality as 0];
  const level = data.itemLevel ? (lang === 'en-US' ? `item level ${data.itemLevel}` : `物品等级 ${data.itemLevel}`) : '';
  return [data.name, quality, level, `#${itemId}`].filter(Boolean).join(' · ');
}
