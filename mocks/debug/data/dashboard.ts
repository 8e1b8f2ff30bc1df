// The workplace's sample figures (docs/panel.md "Debug mode"): 8 daily content-data points and
// 5 popular items per content type.
import type { Bilingual, SampleLang } from '../lang';

export interface ContentDataPoint { x: string; y: number }

export const POPULAR_TYPES = ['text', 'image', 'video'] as const;
export type PopularType = (typeof POPULAR_TYPES)[number];

export interface PopularItem { key: number; clickNumber: number; title: string; increases: number }

const DAILY_VALUES = [3120, 4580, 3960, 5240, 6110, 5570, 6930, 7480];

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The 8 days ending `today`, oldest first. */
export function contentData(today: Date = new Date()): ContentDataPoint[] {
  return DAILY_VALUES.map((y, i) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DAILY_VALUES.length - 1 - i));
    return { x: isoDay(day), y };
  });
}

const TITLES: Record<PopularType, Bilingual<string[]>> = {
  text: {
    'zh-CN': ['团队副本开荒全流程攻略', '新版本职业强度排行', '零氪玩家资源规划指南', '冰霜法师 PvE 输出手法', '竞技场三人组合推荐'],
    'en-US': ['Raid progression, start to finish', 'Class tier list for the new patch', 'Resource planning for free players', 'Frost mage PvE rotation', 'Arena 3v3 team picks'],
  },
  image: {
    'zh-CN': ['全坐骑收集一览图', '新地图探索点标注', '幻化搭配合集', '副本首领技能图解', '版本更新内容速览'],
    'en-US': ['Every mount at a glance', 'New map exploration points', 'Transmog outfit collection', 'Raid boss abilities, illustrated', 'Patch notes in one picture'],
  },
  video: {
    'zh-CN': ['史诗难度首杀实况', '萌新十分钟上手教学', '竞技场高分对局复盘', '隐藏任务完整流程', '主播周末团本集锦'],
    'en-US': ['Mythic world-first kill, live', 'Ten-minute guide for newcomers', 'High-rated arena match review', 'Hidden quest walkthrough', 'Weekend raid highlights'],
  },
};

const CLICKS: Record<PopularType, number[]> = {
  text: [346300, 124800, 75300, 52100, 31900],
  image: [98200, 87400, 60150, 42800, 21030],
  video: [512700, 230400, 118600, 96500, 48800],
};
/** day-on-day change in percent */
const INCREASES: Record<PopularType, number[]> = {
  text: [35, 22, -9, 17, 4],
  image: [12, -3, 28, 6, -11],
  video: [64, 18, 9, -5, 31],
};

export const popularList = (type: PopularType, lang: SampleLang): PopularItem[] =>
  TITLES[type][lang].map((title, i) => ({ key: i + 1, clickNumber: CLICKS[type][i], title, increases: INCREASES[type][i] }));
