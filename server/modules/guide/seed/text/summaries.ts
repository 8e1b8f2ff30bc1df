// One-line article summaries per kind of article, filled from the same
// vocabulary as the title.
import type { Kind } from './categories';
import type { Pool } from './titles';

const PROFESSION: Pool = {
  zh: ['{prof}冲级路线、专精点分配和赚金思路，材料清单一目了然。', '想靠{prof}赚金？这篇整理了拍卖行行情和订单技巧。'],
  en: ['Leveling route, specialization points and gold-making ideas for {prof}, with a clear materials list.',
    'Want to make gold with {prof}? Auction house trends and crafting order tips in one place.'],
};

export const SUMMARIES: Record<Kind, Pool> = {
  class: {
    zh: ['本文整理了{spec}{class}在 {patch} 版本的天赋、属性与{roleWork}，适合想要稳定提升的玩家参考。',
      '{spec}{class}近期热度很高，这篇攻略从天赋选择讲到实战循环，附带常用宏。'],
    en: ['Talents, stats and {roleWork} for {spec} {class} in patch {patch}, written for players who want steady improvement.',
      'Everything a {spec} {class} needs this season, from talent choices to a practical rotation and handy macros.'],
  },
  raid: {
    zh: ['{boss}的技能机制、站位示意和减伤分配一次讲清楚，附开荒时踩过的坑。', '{raid}各 BOSS 的核心机制与职业分工要点，随机团和固定团都适用。'],
    en: ["{boss}'s abilities, positioning and cooldown assignments, plus the mistakes we made while progressing.",
      'Key mechanics and role duties for every boss in {raid}, for both pugs and guild groups.'],
  },
  mplus: {
    zh: ['{dungeon}的推荐路线、必打断技能和省时技巧，帮你稳定限时 +{level}。', '{season}大秘境的词缀、路线和队伍配置思路汇总。'],
    en: ['Recommended route, must-kick casts and time-savers for {dungeon} so you can time your +{level} keys.',
      'Affixes, routes and group setup for {season} Mythic+ in one place.'],
  },
  delves: {
    zh: ['地下堡 {tier} 层的单刷思路、布莱恩天赋搭配和每周收益规划。', '从宝藏地图到每周奖励，地下堡玩法一篇看懂。'],
    en: ['Solo plans for tier {tier} delves, Brann builds and weekly reward planning.', 'From bountiful maps to weekly rewards: delves explained in one read.'],
  },
  arena: {
    zh: ['从天赋、饰品到开局思路，带你理解{bracket}的节奏，冲上 {rating}。', '{bracket}常见组合的优劣势与克制关系整理。'],
    en: ['Talents, trinkets and opening plans to understand the pace of {bracket} and climb to {rating}.',
      'Strengths, weaknesses and counters of the common {bracket} comps.'],
  },
  rbg: {
    zh: ['评级战场与闪电战的地图要点和指挥思路汇总。', '{rating} 分段评级战场的常见战术与分兵思路。'],
    en: ['Map objectives and shotcalling basics for rated battlegrounds and Blitz.', 'Common tactics and splits in rated battlegrounds around {rating}.'],
  },
  gathering: PROFESSION,
  crafting: PROFESSION,
  newbie: {
    zh: ['写给刚入坑和回归玩家的{topic}，少走弯路，快速融入艾泽拉斯。', '{topic}：老玩家手把手教你，看完就能上手。'],
    en: ['A guide to {topic} for new and returning players, so you can settle into Azeroth without wasted time.',
      'Veteran advice on {topic}: read it once and you are ready to go.'],
  },
  mounts: {
    zh: ['{mount}的获取条件、掉率统计和刷取路线，收藏党必看。', '{patch} 版本坐骑获取方式汇总，附刷取路线。'],
    en: ['How to obtain {mount}, with drop-rate data and a farming route for collectors.', 'How to get the mounts of patch {patch}, with farming routes.'],
  },
  pets: {
    zh: ['整理了{pet}等热门宠物的获取方式与对战技巧。', '宠物对战每周任务的阵容推荐和速刷思路。'],
    en: ['How to collect {pet} and other popular pets, plus battle tips.', 'Team picks and fast clears for the weekly pet battle quests.'],
  },
  patch: {
    zh: ['{patch} 版本改动速览：职业平衡、副本与系统更新，一篇看完。', '{class}在 {patch} 热修复中的改动解读与影响分析。'],
    en: ['Patch {patch} at a glance: class balance, dungeons and system updates in one read.', 'What the {patch} hotfixes change for {class} and why it matters.'],
  },
  ptr: {
    zh: ['{patch} 测试服最新数据整理，{class}玩家重点关注。', '{patch} 测试服新内容抢先看：团本、坐骑与幻化。'],
    en: ['The latest {patch} PTR data, with a focus on {class} changes.', 'First look at {patch} PTR content: raid, mounts and transmog.'],
  },
};
