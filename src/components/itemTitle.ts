// What hovering an item says: its name, quality and item level, then its id —
// from the game data, so it reads the same when the icon host is out of reach
// (the icon is then an empty square, the name still there in its quality's colour).
import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import { GAME_ITEMS, QUALITY_COLOURS } from '../../contract/game_data';
import type { ContractLang } from '../../contract/types';
import type { TooltipData } from './tooltipBatcher';

const langOf = (locale: string): ContractLang => (locale.startsWith('en') ? 'en-US' : 'zh-CN');

/** A little above the 4.5:1 of normal text: a dark paper is a shade lighter than the background. */
const READABLE = 4.6;

/**
 * The name's colour (an `sx` colour, it reads the theme): WoW's colour of its quality, made darker on
 * a light page or lighter on a dark one until it reads at 4.5:1 (the game's green is 1.4:1 on white).
 */
export const qualityColour = (quality: number | undefined) => (theme: Theme): string => {
  const base = quality === undefined ? undefined : QUALITY_COLOURS[quality];
  if (!base) return theme.palette.text.primary;
  const dark = theme.palette.mode === 'dark';
  const backgrounds = [theme.palette.background.default, theme.palette.background.paper];
  let colour: string = base;
  for (let step = 1; step <= 10 && backgrounds.some((bg) => getContrastRatio(colour, bg) < READABLE); step += 1) {
    colour = dark ? lighten(base, step / 10) : darken(base, step / 10);
  }
  return colour;
};

/** "审计测试护肩 · 史诗 · 物品等级 600 · #220053"; the id alone while unknown. */
export function itemTitle(data: TooltipData | undefined, itemId: number, locale: string): string {
  if (!data) return `#${itemId}`;
  const lang = langOf(locale);
  const quality = GAME_ITEMS.labels[lang].values?.quality?.[String(data.quality)];
  const level = data.itemLevel ? (lang === 'en-US' ? `item level ${data.itemLevel}` : `物品等级 ${data.itemLevel}`) : '';
  return [data.name, quality, level, `#${itemId}`].filter(Boolean).join(' · ');
}
