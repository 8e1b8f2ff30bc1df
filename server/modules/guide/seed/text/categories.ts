// The demo guide category tree (two levels) and what kind of article each leaf holds.
import { CLASSES } from '../../../../seed/text/wow';

export type Kind =
  | 'class' | 'raid' | 'mplus' | 'delves' | 'arena' | 'rbg' | 'gathering' | 'crafting'
  | 'newbie' | 'mounts' | 'pets' | 'patch' | 'ptr';

/** Kinds that share body text (tips, headings, summaries). */
export type Group = 'class' | 'raid' | 'dungeon' | 'pvp' | 'profession' | 'newbie' | 'collection' | 'news';

export const GROUP_OF: Record<Kind, Group> = {
  class: 'class', raid: 'raid', mplus: 'dungeon', delves: 'dungeon', arena: 'pvp', rbg: 'pvp',
  gathering: 'profession', crafting: 'profession', newbie: 'newbie', mounts: 'collection', pets: 'collection',
  patch: 'news', ptr: 'news',
};

export interface CategoryDef {
  name: string;
  visible?: boolean;
  /** leaves only: the kind of articles filed here, and how many relative to the others */
  kind?: Kind;
  weight?: number;
  classKey?: string;
  raidKey?: string;
  children?: CategoryDef[];
}

export const CATEGORY_TREE: CategoryDef[] = [
  { name: '职业攻略', children: CLASSES.map((c) => ({ name: c.zh, kind: 'class' as const, classKey: c.key, weight: 3 })) },
  {
    name: '团队副本',
    children: [
      { name: '法力熔炉：欧米伽', kind: 'raid', raidKey: 'manaforge', weight: 9 },
      { name: '解放安德麦', kind: 'raid', raidKey: 'undermine', weight: 4 },
    ],
  },
  {
    name: '地下城',
    children: [
      { name: '史诗钥石地下城', kind: 'mplus', weight: 9 },
      { name: '地下堡', kind: 'delves', weight: 4 },
    ],
  },
  {
    name: 'PvP',
    children: [
      { name: '竞技场', kind: 'arena', weight: 4 },
      { name: '评级战场', kind: 'rbg', weight: 2 },
    ],
  },
  {
    name: '专业技能',
    children: [
      { name: '采集专业', kind: 'gathering', weight: 2 },
      { name: '制造专业', kind: 'crafting', weight: 3 },
    ],
  },
  { name: '新手指南', kind: 'newbie', weight: 6 },
  {
    name: '坐骑与收藏',
    children: [
      { name: '坐骑', kind: 'mounts', weight: 3 },
      { name: '宠物对战', kind: 'pets', weight: 1, visible: false },
    ],
  },
  {
    name: '版本资讯',
    children: [
      { name: '补丁说明', kind: 'patch', weight: 4 },
      { name: '测试服前瞻', kind: 'ptr', weight: 1, visible: false },
    ],
  },
];
