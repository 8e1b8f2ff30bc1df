// Title and summary templates per kind of article; `{name}` placeholders are
// filled from the article's vocabulary (see articles.ts, articleVars).
import type { Lang } from '../../../../seed/text/people';
import type { Kind } from './categories';

export type { Lang };

export type Pool = Record<Lang, string[]>;

export const TITLES: Record<Kind, Pool> = {
  class: {
    zh: ['{patch} {spec}{class} 团本{roleWork}与天赋推荐', '{season} 大秘境 {spec}{class} 天赋与配装全解析', '{spec}{class} 属性优先级：{stat1}还是{stat2}？',
      '从零开始玩{spec}{class}：新手入门指南', '{spec}{class} 实用宏命令合集（{patch} 更新）', '{raid} 英雄难度 {spec}{class} 逐个 BOSS 天赋调整',
      '{spec}{class} 常见误区与进阶技巧', '一图看懂 {spec}{class} 爆发循环'],
    en: ['{spec} {class} {roleWork} Guide for Patch {patch}', 'Mythic+ {spec} {class}: Talents, Stats and Rotation', '{spec} {class} Stat Priority: {stat1} or {stat2}?',
      'Getting Started with {spec} {class}', 'Essential Macros for {spec} {class} ({patch})', '{spec} {class} in {raid}: Boss-by-Boss Talent Swaps',
      'Common {spec} {class} Mistakes and How to Fix Them', '{spec} {class} Burst Window Cheat Sheet'],
  },
  raid: {
    zh: ['{boss} {difficulty}难度开荒攻略', '{boss} {difficulty}难度站位与技能解析', '{raid} 随机团速通指南：每个 BOSS 一句话讲清楚',
      '{boss} 治疗压力点与团队减伤安排', '{raid} 全 BOSS 掉落与毕业装备推荐', '{boss} {difficulty}首杀复盘：我们是怎么打过的',
      '{boss} {roleName}视角详解', '{spec}{class}打{boss}：天赋与技巧', '{raid} {difficulty}难度 {roleName}职责一览'],
    en: ['{boss} {difficulty} Guide: Phases, Positioning and Cooldowns', '{raid} Normal and Heroic Quick Guide', 'How We Killed {boss} on {difficulty}',
      '{boss} Healing Cooldown Plan', '{raid} Loot Table and Best-in-Slot Picks', '{boss} {difficulty}: Everything Your Raid Needs to Know',
      '{boss} from a {roleName} Perspective', '{spec} {class} on {boss}: Talents and Tips', '{raid} {difficulty}: {roleName} Duties'],
  },
  mplus: {
    zh: ['{dungeon} 大秘境 +{level} 路线与关键怪物处理', '{season} 大秘境词缀解析与应对', '{dungeon} 打断与驱散清单',
      '+{level} 限时必看：{dungeon} 省时技巧', '大秘境开车指南：如何组一支稳定的 5 人队', '{dungeon} {spec}{class} 视角攻略',
      '{dungeon} {roleName}要点速查'],
    en: ['{dungeon} Mythic+ Route for +{level} Keys', '{season} Affixes Explained', '{dungeon} Interrupt and Dispel Cheat Sheet',
      'Timing +{level} {dungeon}: Skips and Shortcuts', 'Pushing Keys: Building a Reliable Mythic+ Group', '{dungeon} as {spec} {class}',
      '{dungeon} {roleName} Notes'],
  },
  delves: {
    zh: ['地下堡 {tier} 层单刷心得：{spec}{class} 也能轻松过', '布莱恩·铜须 天赋搭配推荐', '地下堡宝藏地图获取全攻略', '每周地下堡收益最大化指南',
      '{patch} 地下堡 {tier} 层奖励一览', '地下堡 {spec}{class} 天赋与饰品推荐'],
    en: ['Solo Tier {tier} Delves as {spec} {class}', 'Best Brann Bronzebeard Build for Delves', "The Delver's Bounty Map: Everything You Need to Know",
      'Maximising Your Weekly Delve Rewards', 'Tier {tier} Delve Rewards in Patch {patch}', 'Delve Talents and Trinkets for {spec} {class}'],
  },
  arena: {
    zh: ['{spec}{class} {bracket} 竞技场思路：从 1800 到 {rating}', '{bracket} 冲分必备：{spec}{class} 天赋', '{bracket} 热门组合克制表',
      '竞技场新手最容易犯的十个错误'],
    en: ['{spec} {class} Arena Guide: 1800 to {rating}', '{bracket} Tips for {spec} {class}', '{bracket} Comps Tier List for Patch {patch}',
      'Ten Mistakes New Arena Players Make'],
  },
  rbg: {
    zh: ['评级战场 指挥入门', '闪电战 各地图要点速览', '评级战场 {rating} 分段常见战术', '闪电战 {spec}{class} 天赋推荐',
      '评级战场 {class} 的职责与站位', '{patch} 评级战场 地图轮换与奖励变化'],
    en: ['Rated Battleground Shotcalling 101', 'Blitz Battlegrounds Map Guide', 'Rated Battleground Tactics at {rating}',
      'Blitz Talents for {spec} {class}', "A {class}'s Job in Rated Battlegrounds", 'Patch {patch} Rated Battleground Rotation and Rewards'],
  },
  gathering: {
    zh: ['{prof} 1-100 快速冲级路线', '{prof} 专精点数分配建议', '{patch} {prof} 赚金思路'],
    en: ['{prof} 1-100 Leveling Guide', '{prof} Specialization Guide', 'Making Gold with {prof} in Patch {patch}'],
  },
  crafting: {
    zh: ['{prof} 1-100 快速冲级路线', '{prof} 专精点数分配建议', '{patch} {prof} 赚金思路', '{prof} 订单系统接单技巧'],
    en: ['{prof} 1-100 Leveling Guide', '{prof} Specialization Guide', 'Making Gold with {prof} in Patch {patch}', '{prof} Crafting Orders: Tips and Tricks'],
  },
  newbie: {
    zh: ['新手必看：{topic}', '萌新入坑第一周：{topic}', '老玩家回归指南：{topic}', '{patch} 版本{topic}', '一篇讲透{topic}', '{class}玩家的{topic}'],
    en: ["Beginner's Guide: {Topic}", 'Your First Week in Azeroth: {Topic}', 'Returning Player Guide: {Topic}', 'Patch {patch} Primer: {Topic}',
      '{Topic}, Explained Simply', '{Topic} for New {class} Players'],
  },
  mounts: {
    zh: ['{mount} 获取方法与掉率统计', '{patch} 新增坐骑一览', '刷{mount}一百次之后我学到了什么'],
    en: ['How to Get {mount}', 'Every New Mount in Patch {patch}', 'What I Learned Farming {mount} 100 Times'],
  },
  pets: {
    zh: ['宠物对战：{pet} 一宠通关', '宠物对战每周任务速刷', '收集 {pet} 的最佳路线'],
    en: ['Pet Battles: Soloing with {pet}', 'Fast Weekly Pet Battle Quests', 'Best Route to Collect {pet}'],
  },
  patch: {
    zh: ['{patch} 补丁说明：职业调整汇总', '{patch} 热修复：{class} 改动解读', '{patch} 版本前瞻：你需要知道的一切'],
    en: ['Patch {patch} Notes: Class Changes Summary', 'Hotfixes: {class} Changes Explained', 'Patch {patch}: Everything You Need to Know'],
  },
  ptr: {
    zh: ['{patch} 测试服前瞻：新团本 BOSS 技能预览', '{patch} 测试服：{class} 天赋树改动', '测试服数据挖掘：{patch} 新坐骑与幻化'],
    en: ['{patch} PTR: First Look at the New Raid', '{patch} PTR: {class} Talent Tree Changes', 'PTR Datamining: New Mounts and Transmog in {patch}'],
  },
};
