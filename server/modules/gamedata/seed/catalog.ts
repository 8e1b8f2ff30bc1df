// The demo item catalogue: names in both languages and Wowhead icon names, from
// which the seed composes a few thousand realistic items (seed/index.ts).

export const ICON_BASE = 'https://wow.zamimg.com/images/wow/icons/large/';

/** [name, build, days before today] — the last one is current. */
export const DEMO_VERSIONS: readonly [string, number, number][] = [
  ['11.0.2', 56196, 455], ['11.0.5', 57171, 398], ['11.0.7', 58187, 336], ['11.1.0', 59538, 271],
  ['11.1.5', 60822, 215], ['11.1.7', 61491, 159], ['11.2.0', 62213, 110], ['11.2.5', 63906, 47], ['11.2.7', 64484, 5],
];

/** Themes of gear: [en, zh] */
export const THEMES: readonly [string, string][] = [
  ['Nerubian', '蛛魔'], ['Arathi', '阿拉希'], ['Kaheti', '卡赫特'], ['Hallowfall', '陨圣峪'], ['Earthen', '土灵'],
  ['Undermine', '安德麦'], ['Gallagio', '加拉吉奥'], ['Void-Touched', '虚触'], ['Radiant', '光耀'], ['Titan-Forged', '泰坦熔铸'],
  ['Ethereal', '虚灵'], ["K'areshi", '卡雷什'], ['Gilded', '镀金'], ['Storm-Charged', '风暴充能'], ['Ascendant', '晋升'],
  ['Sureki', '苏雷吉'], ['Azj-Kahet', '艾基-卡赫特'], ['Dornogal', '多恩诺嘉尔'], ['Ringing Deeps', '回响深渊'], ['Isle of Dorn', '多恩岛'],
  ['Deepforged', '深铸'], ['Candlelit', '烛光'], ['Sacred Flame', '圣焰'], ['Machine-Speaker', '机械之语'], ['Kobold', '狗头人'],
  ['Cinderbrew', '燧酿'], ['Darkflame', '暗焰'], ['Priory', '修道院'], ['Stonevault', '石拱'], ['Ara-Kara', '艾拉-卡拉'],
  ['Goblin', '地精'], ['Venture Co.', '风险投资公司'], ['Cartel', '财团'], ['Manaforged', '魔铸'], ['Oathsworn', '誓约'],
  ['Eco-Dome', '生态圆顶'], ['Shadowguard', '影卫'], ['Tazavesh', '塔扎维什'], ['Dimensius', '迪门修斯'], ['Nexus-King', '节点之王'],
];

/** Armour slots: [en, zh, icon stem] */
export const ARMOUR_SLOTS: readonly [string, string, string][] = [
  ['Helm', '头盔', 'helmet'], ['Pauldrons', '护肩', 'shoulder'], ['Breastplate', '胸甲', 'chest'], ['Gauntlets', '手套', 'gauntlets'],
  ['Girdle', '腰带', 'belt'], ['Legguards', '护腿', 'pants'], ['Sabatons', '战靴', 'boots'], ['Bracers', '护腕', 'bracer'],
];

/** [en, zh, icon part] */
export const MATERIALS: readonly [string, string, string][] = [
  ['Plate', '板甲', 'plate'], ['Mail', '锁甲', 'mail'], ['Leather', '皮甲', 'leather'], ['Cloth', '布甲', 'cloth'],
];

/** Weapons and jewellery: [en, zh, icon] */
export const OTHER_GEAR: readonly [string, string, string][] = [
  ['Longsword', '长剑', 'inv_sword_1h_earthendungeon_d_01'], ['Greataxe', '巨斧', 'inv_axe_2h_nerubianraid_d_01'],
  ['Warhammer', '战锤', 'inv_mace_1h_earthendungeon_d_01'], ['Dagger', '匕首', 'inv_knife_1h_nerubianraid_d_01'],
  ['Staff', '法杖', 'inv_staff_2h_nerubianraid_d_01'], ['Longbow', '长弓', 'inv_bow_1h_nerubianraid_d_01'],
  ['Wand', '魔杖', 'inv_wand_1h_nerubianraid_d_01'], ['Shield', '盾牌', 'inv_shield_1h_nerubianraid_d_01'],
  ['Polearm', '长柄武器', 'inv_polearm_2h_nerubianraid_d_01'], ['Signet', '印戒', 'inv_jewelry_ring_14'],
  ['Choker', '项链', 'inv_jewelry_necklace_53'], ['Drape', '披风', 'inv_cape_special_nerubian_d_01'],
  ['Idol', '神像', 'inv_misc_idol_05'], ['Charm', '护符', 'inv_misc_trinket6oog_01'],
];

/** Consumables, spells, mounts, battle pets: [type, en, zh, icon, quality] */
export const EXTRAS: readonly [number, string, string, string, number][] = [
  [0, 'Flask of Tempered Swiftness', '淬火迅捷合剂', 'inv_flask_green', 3],
  [0, 'Flask of Alchemical Chaos', '炼金混沌合剂', 'inv_flask_purple', 3],
  [0, 'Tempered Potion', '淬火药水', 'inv_potion_green', 3],
  [0, 'Algari Healing Potion', '阿加治疗药水', 'inv_potion_red', 2],
  [0, 'Feast of the Midnight Masquerade', '午夜假面盛宴', 'inv_misc_food_92', 3],
  [0, 'Crystallized Augment Rune', '结晶强化符文', 'inv_10_enchanting_crystal_color5', 3],
  [0, 'Hearthstone', '炉石', 'inv_misc_rune_01', 1],
  [0, 'Ironclaw Ore', '铁爪矿石', 'inv_ore_ironclaw', 1],
  [0, 'Mycobloom', '霉孢花', 'inv_herbalism_mycobloom', 1],
  [0, 'Resonance Crystals', '共振水晶', 'inv_10_enchanting_crystal_color1', 2],
  [1, 'Bloodlust', '嗜血', 'spell_nature_bloodlust', 1],
  [1, 'Heroism', '英勇', 'ability_shaman_heroism', 1],
  [1, 'Power Word: Fortitude', '真言术：韧', 'spell_holy_wordfortitude', 1],
  [1, 'Arcane Intellect', '奥术智慧', 'spell_holy_magicalsentry', 1],
  [1, 'Battle Shout', '战斗怒吼', 'ability_warrior_battleshout', 1],
  [1, 'Mark of the Wild', '野性印记', 'spell_nature_regeneration', 1],
  [1, 'Rebirth', '复生', 'spell_nature_reincarnation', 1],
  [1, 'Blessing of Freedom', '自由祝福', 'spell_holy_sealofvalor', 1],
  [2, 'Ascendant Skyrazor', '晋升天刃', 'inv_nerubianmount_purple', 4],
  [2, 'Stonevault Mechsuit', '石拱机甲', 'inv_earthenmechsuitmount_gold', 4],
  [2, 'Delver\'s Dirigible', '探索者飞艇', 'inv_goblinairship_red', 4],
  [2, 'Chaos-Forged Gryphon', '混沌熔铸狮鹫', 'inv_gryphonmount_purple', 4],
  [2, 'Prototype A.S.M.R.', '原型机A.S.M.R.', 'inv_goblinmount_gold', 4],
  [2, 'Reins of the Sureki Skyrazor', '苏雷吉天刃的缰绳', 'inv_nerubianmount_green', 4],
  [3, 'Wriggle', '扭扭', 'inv_pet_nerubian_grub', 3],
  [3, 'Sir Shady Mrrgglton Jr.', '小暗影莫格尔顿爵士', 'inv_babymurloc3_black', 3],
  [3, 'Fungal Lurker', '真菌潜伏者', 'inv_pet_mushroom', 3],
  [3, 'Shale Critter', '页岩小动物', 'inv_pet_rockcritter', 2],
  [3, 'Bop', '波普', 'inv_pet_goblinbot', 3],
  [3, 'Nightfarm Growthling', '夜农小苗', 'inv_pet_plant', 2],
];
