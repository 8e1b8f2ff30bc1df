// World of Warcraft vocabulary for demo articles, in both languages.
// Names follow the game's own localisations where they are well known.

export interface Term { zh: string; en: string }
export type Role = 'tank' | 'healer' | 'dps';
export interface Spec extends Term { role: Role }
export interface GameClass extends Term { key: string; specs: Spec[]; spell: Term }

const spec = (zh: string, en: string, role: Role = 'dps'): Spec => ({ zh, en, role });

export const CLASSES: GameClass[] = [
  { key: 'warrior', zh: '战士', en: 'Warrior', spell: { zh: '拳击', en: 'Pummel' },
    specs: [spec('武器', 'Arms'), spec('狂怒', 'Fury'), spec('防护', 'Protection', 'tank')] },
  { key: 'paladin', zh: '圣骑士', en: 'Paladin', spell: { zh: '圣疗术', en: 'Lay on Hands' },
    specs: [spec('神圣', 'Holy', 'healer'), spec('防护', 'Protection', 'tank'), spec('惩戒', 'Retribution')] },
  { key: 'hunter', zh: '猎人', en: 'Hunter', spell: { zh: '误导', en: 'Misdirection' },
    specs: [spec('野兽控制', 'Beast Mastery'), spec('射击', 'Marksmanship'), spec('生存', 'Survival')] },
  { key: 'rogue', zh: '潜行者', en: 'Rogue', spell: { zh: '嫁祸诀窍', en: 'Tricks of the Trade' },
    specs: [spec('奇袭', 'Assassination'), spec('狂徒', 'Outlaw'), spec('敏锐', 'Subtlety')] },
  { key: 'priest', zh: '牧师', en: 'Priest', spell: { zh: '能量灌注', en: 'Power Infusion' },
    specs: [spec('戒律', 'Discipline', 'healer'), spec('神圣', 'Holy', 'healer'), spec('暗影', 'Shadow')] },
  { key: 'deathknight', zh: '死亡骑士', en: 'Death Knight', spell: { zh: '心灵冰冻', en: 'Mind Freeze' },
    specs: [spec('鲜血', 'Blood', 'tank'), spec('冰霜', 'Frost'), spec('邪恶', 'Unholy')] },
  { key: 'shaman', zh: '萨满祭司', en: 'Shaman', spell: { zh: '风剪', en: 'Wind Shear' },
    specs: [spec('元素', 'Elemental'), spec('增强', 'Enhancement'), spec('恢复', 'Restoration', 'healer')] },
  { key: 'mage', zh: '法师', en: 'Mage', spell: { zh: '法术反制', en: 'Counterspell' },
    specs: [spec('奥术', 'Arcane'), spec('火焰', 'Fire'), spec('冰霜', 'Frost')] },
  { key: 'warlock', zh: '术士', en: 'Warlock', spell: { zh: '灵魂石', en: 'Soulstone' },
    specs: [spec('痛苦', 'Affliction'), spec('恶魔学识', 'Demonology'), spec('毁灭', 'Destruction')] },
  { key: 'monk', zh: '武僧', en: 'Monk', spell: { zh: '切喉手', en: 'Spear Hand Strike' },
    specs: [spec('酒仙', 'Brewmaster', 'tank'), spec('织雾', 'Mistweaver', 'healer'), spec('踏风', 'Windwalker')] },
  { key: 'druid', zh: '德鲁伊', en: 'Druid', spell: { zh: '激活', en: 'Innervate' },
    specs: [spec('平衡', 'Balance'), spec('野性', 'Feral'), spec('守护', 'Guardian', 'tank'), spec('恢复', 'Restoration', 'healer')] },
  { key: 'demonhunter', zh: '恶魔猎手', en: 'Demon Hunter', spell: { zh: '瓦解', en: 'Disrupt' },
    specs: [spec('浩劫', 'Havoc'), spec('复仇', 'Vengeance', 'tank')] },
  { key: 'evoker', zh: '唤魔师', en: 'Evoker', spell: { zh: '镇压', en: 'Quell' },
    specs: [spec('湮灭', 'Devastation'), spec('恩护', 'Preservation', 'healer'), spec('增辉', 'Augmentation')] },
];

export const ROLE_WORK: Record<Role, Term> = {
  dps: { zh: '输出手法', en: 'DPS' },
  healer: { zh: '治疗思路', en: 'Healing' },
  tank: { zh: '坦克生存', en: 'Tanking' },
};

export const ROLE_NAME: Record<Role, Term> = {
  dps: { zh: '输出', en: 'DPS' },
  healer: { zh: '治疗', en: 'Healer' },
  tank: { zh: '坦克', en: 'Tank' },
};

export const DIFFICULTIES: Term[] = [{ zh: '普通', en: 'Normal' }, { zh: '英雄', en: 'Heroic' }, { zh: '史诗', en: 'Mythic' }];

export const STATS: Term[] = [
  { zh: '急速', en: 'Haste' }, { zh: '暴击', en: 'Critical Strike' }, { zh: '精通', en: 'Mastery' }, { zh: '全能', en: 'Versatility' },
];

export interface Raid extends Term { key: string; bosses: Term[] }

export const RAIDS: Raid[] = [
  {
    key: 'manaforge', zh: '法力熔炉：欧米伽', en: 'Manaforge Omega',
    bosses: [
      { zh: '连接枢纽哨兵', en: 'Plexus Sentinel' }, { zh: '卢米萨尔', en: "Loom'ithar" },
      { zh: '缚魂者娜欣德里', en: 'Soulbinder Naazindhri' }, { zh: '熔炉编织者阿拉兹', en: 'Forgeweaver Araz' },
      { zh: '灵魂猎手', en: 'The Soul Hunters' }, { zh: '弗拉克提鲁斯', en: 'Fractillus' },
      { zh: '节点之王萨哈达尔', en: 'Nexus-King Salhadaar' }, { zh: '迪门修斯', en: 'Dimensius' },
    ],
  },
  {
    key: 'undermine', zh: '解放安德麦', en: 'Liberation of Undermine',
    bosses: [
      { zh: '维克茜和磨轮车队', en: 'Vexie and the Geargrinders' }, { zh: '血腥大熔炉', en: 'Cauldron of Carnage' },
      { zh: '里克·混响', en: 'Rik Reverb' }, { zh: '斯提克斯·堆渣者', en: 'Stix Bunkjunker' },
      { zh: '链齿狂人洛肯斯多', en: 'Sprocketmonger Lockenstock' }, { zh: '独臂盗匪', en: 'The One-Armed Bandit' },
      { zh: '穆格·兹伊', en: "Mug'Zee" }, { zh: '铬金之王加里维克斯', en: 'Chrome King Gallywix' },
    ],
  },
];

export const DUNGEONS: Term[] = [
  { zh: '艾拉-卡拉，回响之城', en: 'Ara-Kara, City of Echoes' }, { zh: '破晨号', en: 'The Dawnbreaker' },
  { zh: '圣焰隐修院', en: 'Priory of the Sacred Flame' }, { zh: '水闸行动', en: 'Operation: Floodgate' },
  { zh: '奥尔达尼生态圆顶', en: "Eco-Dome Al'dani" }, { zh: '赎罪大厅', en: 'Halls of Atonement' },
  { zh: '塔扎维什：琳彩天街', en: 'Tazavesh: Streets of Wonder' }, { zh: '塔扎维什：索·莉亚的宏图', en: "Tazavesh: So'leah's Gambit" },
];

export const PATCHES = ['11.1.5', '11.1.7', '11.2', '11.2.5'];
export const SEASON: Term = { zh: '地心之战第三赛季', en: 'The War Within Season 3' };

export const ARENA_BRACKETS: Term[] = [
  { zh: '2v2', en: '2v2' }, { zh: '3v3', en: '3v3' }, { zh: '单人模式', en: 'Solo Shuffle' }, { zh: '闪电战', en: 'Blitz' },
];

export const GATHERING: Term[] = [{ zh: '草药学', en: 'Herbalism' }, { zh: '采矿', en: 'Mining' }, { zh: '剥皮', en: 'Skinning' }];
export const CRAFTING: Term[] = [
  { zh: '锻造', en: 'Blacksmithing' }, { zh: '炼金术', en: 'Alchemy' }, { zh: '附魔', en: 'Enchanting' },
  { zh: '工程学', en: 'Engineering' }, { zh: '铭文', en: 'Inscription' }, { zh: '珠宝加工', en: 'Jewelcrafting' },
  { zh: '制皮', en: 'Leatherworking' }, { zh: '裁缝', en: 'Tailoring' },
];

export const MOUNTS: Term[] = [
  { zh: '无敌', en: 'Invincible' }, { zh: '奥的灰烬', en: "Ashes of Al'ar" }, { zh: '米米尔隆的头部', en: "Mimiron's Head" },
  { zh: '雄壮远足牦牛', en: 'Grand Expedition Yak' }, { zh: '天空魔像', en: 'Sky Golem' }, { zh: '迅捷幽灵虎', en: 'Swift Spectral Tiger' },
  { zh: '暗影之刃幽冥龙', en: 'Shadowblade Nether Drake' }, { zh: '炽热战驹', en: 'Fiery Warhorse' },
];

export const PETS: Term[] = [
  { zh: '机械松鼠', en: 'Mechanical Squirrel' }, { zh: '小白龙', en: 'Nexus Whelpling' }, { zh: '萌宠鱼人', en: 'Murky' },
  { zh: '魔法小猫', en: 'Enchanted Lantern' }, { zh: '幽灵猫', en: 'Ghostly Skull' },
];

export const NEWBIE_TOPICS: Term[] = [
  { zh: '1-80 级最快升级路线', en: 'the fastest 1-80 leveling route' }, { zh: '如何选择你的第一个职业', en: 'choosing your first class' },
  { zh: '必装插件与界面设置', en: 'must-have addons and UI setup' }, { zh: '战团系统与账号共享', en: 'Warbands and account-wide progress' },
  { zh: '满级后的装备提升路线', en: 'gearing up after reaching max level' }, { zh: '声望与名望速刷', en: 'renown and reputation farming' },
  { zh: '零基础赚金币', en: 'making gold from scratch' }, { zh: '组队查找器与副本礼仪', en: 'Group Finder and dungeon etiquette' },
  { zh: '天赋系统入门', en: 'the talent system' }, { zh: '专业技能怎么选', en: 'picking your professions' },
  { zh: '宏命令基础', en: 'macro basics' }, { zh: '幻化与外观收集', en: 'transmog and appearance collecting' },
];

export const DELVE_TIERS = [8, 9, 10, 11];
export const KEY_LEVELS = [7, 10, 12, 15, 18];
export const RATINGS = ['1800', '2100', '2400'];

export const LINKS = [
  { href: 'https://worldofwarcraft.blizzard.com/', zh: '魔兽世界官方网站', en: 'the official World of Warcraft site' },
  { href: 'https://www.wowhead.com/', zh: 'Wowhead 数据库', en: 'Wowhead' },
  { href: 'https://www.raider.io/', zh: 'Raider.IO 大秘境排行', en: 'Raider.IO' },
  { href: 'https://www.warcraftlogs.com/', zh: 'Warcraft Logs 战斗记录', en: 'Warcraft Logs' },
];
