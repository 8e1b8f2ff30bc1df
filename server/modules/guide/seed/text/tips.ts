// Section headings and tip sentences for demo article bodies, per group and language.
import type { Group } from './categories';
import type { Lang } from './titles';

export interface SectionPool { headings: string[]; tips: string[] }

export const SECTIONS: Record<Group, Record<Lang, SectionPool>> = {
  class: {
    zh: {
      headings: ['天赋选择', '输出循环', '饰品与配装', '常用宏', '团本与大秘境的区别'],
      tips: ['开怪前预读 <strong>爆发技能</strong>，保证第一波伤害打满。', '{stat1}收益最高，堆到 30% 左右再考虑{stat2}。',
        '单体战斗优先保证核心 DoT/增益的覆盖率，不要断档。', 'AOE 场景下先打群体技能，再补单体终结技。',
        '大秘境建议点出额外的打断和控制天赋。', '团本里把爆发留给 BOSS 的易伤阶段，收益更高。',
        '使用 <strong>/castsequence</strong> 宏可以减少按键，但要注意公共冷却。', '饰品优先选择主动使用型，和爆发技能对齐。'],
    },
    en: {
      headings: ['Talents', 'Rotation', 'Trinkets and Gear', 'Useful Macros', 'Raid vs Mythic+'],
      tips: ['Pre-cast your <strong>major cooldown</strong> before the pull so the opener lands at full power.',
        '{stat1} is your best secondary; take it to about 30% before looking at {stat2}.',
        'In single target, keep your core buffs and DoTs rolling with no gaps.', 'On packs, spend on your AoE builders first, then finish priority targets.',
        'For Mythic+, pick up the extra interrupt and crowd-control talents.', 'In raids, save burst for the boss damage-taken windows.',
        'A <strong>/castsequence</strong> macro saves key presses, but mind the global cooldown.', 'Prefer on-use trinkets and line them up with your burst.'],
    },
  },
  raid: {
    zh: {
      headings: ['技能机制', '阶段转换', '站位示意', '减伤与治疗安排', '常见团灭原因'],
      tips: ['P1 注意点名的玩家及时出人群，避免连锁伤害。', '转阶段时全团开减伤，治疗提前预铺 HoT。',
        '坦克在第三层易伤时换坦，不要贪。', '远程保持分散站位，近战集中在 BOSS 背后。',
        '地面出现的旋涡要第一时间躲开，<strong>站桩是团灭的主要原因</strong>。', '英雄难度狂暴时间约 7 分钟，输出检测比较严格。',
        '建议准备两套嗜血：开场一次，最后阶段一次。'],
    },
    en: {
      headings: ['Abilities', 'Phase Transitions', 'Positioning', 'Cooldowns and Healing', 'Why Raids Wipe'],
      tips: ['In phase one, targeted players must leave the group to avoid chain damage.', 'Stack raid cooldowns on the transition and pre-HoT before it.',
        'Tanks swap at three stacks of the vulnerability debuff; do not get greedy.', 'Ranged spread out, melee stay behind the boss.',
        'Swirlies on the ground must be dodged at once; <strong>standing still is the main wipe reason</strong>.',
        'The Heroic enrage is around seven minutes, so the DPS check is tight.', 'Plan two Bloodlusts: one on the pull and one in the final phase.'],
    },
  },
  dungeon: {
    zh: {
      headings: ['推荐路线', '必打断技能', '关键怪物处理', '词缀应对', '队伍配置'],
      tips: ['第一波小怪可以拉两组一起打，节省约 40 秒。', '标记施法者并安排 <strong>打断轮转</strong>，避免重要技能读出来。',
        '精英怪的减益可以被驱散，治疗注意及时处理。', '跳过右侧的巡逻怪，走墙边可以避免仇恨。',
        '残暴周 BOSS 战压力大，提前规划减伤。', '强韧周小怪伤害高，坦克要善用主动减伤。', '队伍里至少带一个可以驱散魔法的职业。'],
    },
    en: {
      headings: ['Recommended Route', 'Must-Kick Casts', 'Dangerous Trash', 'Affix Handling', 'Group Setup'],
      tips: ['Pull the first two packs together to save about 40 seconds.', 'Mark the casters and set up an <strong>interrupt rotation</strong>.',
        'The elite debuff is dispellable; healers should clear it quickly.', 'Skip the patrol on the right by hugging the wall.',
        'Tyrannical weeks make bosses hurt; plan defensives in advance.', 'On Fortified weeks trash hits hard, so tanks need active mitigation.',
        'Bring at least one class that can dispel magic.'],
    },
  },
  pvp: {
    zh: {
      headings: ['开局思路', '天赋与 PvP 天赋', '饰品选择', '常见对手', '地图要点'],
      tips: ['开局先控对面治疗，配合爆发打出第一次击杀机会。', '保命技能不要交得太早，留给对面的爆发期。',
        '多利用视野遮挡柱子，逼对面治疗走位。', '<strong>饰品</strong>建议一个全能一个主动解控。', '评级战场先拿下中间据点，再分兵。'],
    },
    en: {
      headings: ['Opening Plan', 'Talents and PvP Talents', 'Trinkets', 'Common Opponents', 'Map Objectives'],
      tips: ['Open with crowd control on their healer and burst for the first kill window.', 'Do not trade defensives too early; save them for enemy burst.',
        'Use pillars to break line of sight and force the healer to move.', 'Run one Versatility <strong>trinket</strong> and one on-use break.',
        'In rated battlegrounds, take the middle node first, then split.'],
    },
  },
  profession: {
    zh: {
      headings: ['冲级路线', '专精点数分配', '材料清单', '赚金思路'],
      tips: ['1-25 级做新手任务即可，材料需求很少。', '专精点优先点出提升品质的分支。', '每周的专业任务和宝藏别忘了，能拿到大量知识点。',
        '拍卖行价格波动大，<strong>周二重置后</strong>出货价格最好。', '接订单时注意佣金和材料由谁提供。'],
    },
    en: {
      headings: ['Leveling Route', 'Specialization Points', 'Materials', 'Making Gold'],
      tips: ['Levels 1-25 come from the starter quests and need very few materials.', 'Spend specialization points on the quality branch first.',
        'Do the weekly profession quests and treasures for knowledge points.', 'Prices move a lot; <strong>after the weekly reset</strong> is the best time to sell.',
        'When taking crafting orders, check the commission and who provides reagents.'],
    },
  },
  newbie: {
    zh: {
      headings: ['准备工作', '第一步', '常见问题', '进阶建议'],
      tips: ['先在设置里打开 <strong>动作条</strong> 和 鼠标指向施法。', '跟随战役任务升级最省心，奖励也最多。',
        '遇到不懂的问题可以在公会频道提问，大家都很友好。', '不要急着买金币，先熟悉游戏玩法。', '战团银行可以在角色之间共享材料。'],
    },
    en: {
      headings: ['Before You Start', 'First Steps', 'Common Questions', 'Next Steps'],
      tips: ['Turn on extra <strong>action bars</strong> and mouseover casting in the settings.', 'Following the campaign is the easiest way to level and gives the best rewards.',
        'Ask in guild chat when you are stuck; people are friendly.', 'Do not rush to buy gold; learn the game first.', 'The Warband bank shares materials between your characters.'],
    },
  },
  collection: {
    zh: {
      headings: ['获取方式', '掉率统计', '刷取路线', '收藏小技巧'],
      tips: ['每周重置后可以再刷一次，记得多个角色轮流刷。', '根据统计，掉率约为 <strong>1%</strong>，需要耐心。', '使用坐骑收藏插件可以追踪未获得的坐骑。',
        '部分坐骑只在特定节日期间出售。', '宠物对战建议先把队伍练到 25 级。'],
    },
    en: {
      headings: ['How to Get It', 'Drop Rates', 'Farming Route', 'Collector Tips'],
      tips: ['It resets weekly, so rotate through several characters.', 'Community data puts the drop rate around <strong>1%</strong>; be patient.',
        'A collection addon tracks the mounts you are still missing.', 'Some mounts are only sold during holidays.', 'Level your pet team to 25 before tackling tamers.'],
    },
  },
  news: {
    zh: {
      headings: ['职业调整', '副本与地下城', '系统更新', '已知问题'],
      tips: ['多个职业的核心技能伤害上调 5%-10%。', '<strong>大秘境</strong> 的评分规则有所调整。', '新增了战团共享的成就与外观。',
        '部分治疗职业的法力消耗被下调。', '官方确认了若干显示问题，将在后续热修复中处理。'],
    },
    en: {
      headings: ['Class Changes', 'Raids and Dungeons', 'System Updates', 'Known Issues'],
      tips: ['Core abilities of several classes deal 5-10% more damage.', '<strong>Mythic+</strong> rating rules have changed.',
        'New Warband-wide achievements and appearances were added.', 'Mana costs were reduced for some healers.', 'Several display issues are acknowledged and will be hotfixed.'],
    },
  },
};

export const CLOSING: Record<Lang, string[]> = {
  zh: ['数据参考：{link}。如有错误欢迎在评论区指出。', '更多数据可以查看{link}。觉得有用的话请点个赞！', '本文数据来自{link}，会随版本更新持续修订。'],
  en: ['Data from {link}. Spot a mistake? Let me know in the comments.', 'See {link} for more numbers. Likes are appreciated!',
    'Numbers come from {link} and will be updated with each patch.'],
};

export const QUOTES: Record<Lang, string[]> = {
  zh: ['小贴士：先活下来，再谈输出。', '记住：机制 > 输出。', '提示：本攻略以英雄难度为基准，史诗难度请自行调整。'],
  en: ['Tip: stay alive first, then worry about damage.', 'Remember: mechanics over meters.', 'Note: this guide assumes Heroic; adjust for Mythic.'],
};
