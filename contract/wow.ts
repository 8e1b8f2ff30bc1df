// World of Warcraft's classes, their specialisations (each with the role it
// plays), the gear slots and the talent string's format: one source for the
// API (validation, CSV) and the panel (selects, labels). Retail (11.x) classes.
import type { ContractLang } from './types';

export const WOW_ROLES = ['tank', 'healer', 'dps'] as const;
export type WowRole = (typeof WOW_ROLES)[number];

type Labels = Record<ContractLang, string>;
interface SpecDef { role: WowRole; label: Labels }
interface ClassDef { label: Labels; specs: Record<string, SpecDef> }

const spec = (role: WowRole, zh: string, en: string): SpecDef => ({ role, label: { 'zh-CN': zh, 'en-US': en } });
const cls = (zh: string, en: string, specs: Record<string, SpecDef>): ClassDef => ({ label: { 'zh-CN': zh, 'en-US': en }, specs });

export const WOW_CLASSES = {
  warrior: cls('战士', 'Warrior', {
    arms: spec('dps', '武器', 'Arms'), fury: spec('dps', '狂怒', 'Fury'), protection: spec('tank', '防护', 'Protection'),
  }),
  paladin: cls('圣骑士', 'Paladin', {
    holy: spec('healer', '神圣', 'Holy'), protection: spec('tank', '防护', 'Protection'), retribution: spec('dps', '惩戒', 'Retribution'),
  }),
  hunter: cls('猎人', 'Hunter', {
    beast_mastery: spec('dps', '野兽控制', 'Beast Mastery'), marksmanship: spec('dps', '射击', 'Marksmanship'), survival: spec('dps', '生存', 'Survival'),
  }),
  rogue: cls('潜行者', 'Rogue', {
    assassination: spec('dps', '奇袭', 'Assassination'), outlaw: spec('dps', '狂徒', 'Outlaw'), subtlety: spec('dps', '敏锐', 'Subtlety'),
  }),
  priest: cls('牧师', 'Priest', {
    discipline: spec('healer', '戒律', 'Discipline'), holy: spec('healer', '神圣', 'Holy'), shadow: spec('dps', '暗影', 'Shadow'),
  }),
  death_knight: cls('死亡骑士', 'Death Knight', {
    blood: spec('tank', '鲜血', 'Blood'), frost: spec('dps', '冰霜', 'Frost'), unholy: spec('dps', '邪恶', 'Unholy'),
  }),
  shaman: cls('萨满祭司', 'Shaman', {
    elemental: spec('dps', '元素', 'Elemental'), enhancement: spec('dps', '增强', 'Enhancement'), restoration: spec('healer', '恢复', 'Restoration'),
  }),
  mage: cls('法师', 'Mage', {
    arcane: spec('dps', '奥术', 'Arcane'), fire: spec('dps', '火焰', 'Fire'), frost: spec('dps', '冰霜', 'Frost'),
  }),
  warlock: cls('术士', 'Warlock', {
    affliction: spec('dps', '痛苦', 'Affliction'), demonology: spec('dps', '恶魔学识', 'Demonology'), destruction: spec('dps', '毁灭', 'Destruction'),
  }),
  monk: cls('武僧', 'Monk', {
    brewmaster: spec('tank', '酒仙', 'Brewmaster'), mistweaver: spec('healer', '织雾', 'Mistweaver'), windwalker: spec('dps', '踏风', 'Windwalker'),
  }),
  druid: cls('德鲁伊', 'Druid', {
    balance: spec('dps', '平衡', 'Balance'), feral: spec('dps', '野性', 'Feral'),
    guardian: spec('tank', '守护', 'Guardian'), restoration: spec('healer', '恢复', 'Restoration'),
  }),
  demon_hunter: cls('恶魔猎手', 'Demon Hunter', {
    havoc: spec('dps', '浩劫', 'Havoc'), vengeance: spec('tank', '复仇', 'Vengeance'),
  }),
  evoker: cls('唤魔师', 'Evoker', {
    devastation: spec('dps', '湮灭', 'Devastation'), preservation: spec('healer', '恩护', 'Preservation'), augmentation: spec('dps', '增辉', 'Augmentation'),
  }),
} as const satisfies Record<string, ClassDef>;

export type WowClass = keyof typeof WOW_CLASSES;
export const WOW_CLASS_KEYS = Object.keys(WOW_CLASSES) as WowClass[];
/** Every spec key of any class (a spec key alone is ambiguous: frost, holy, protection, restoration). */
export const WOW_SPEC_KEYS = [...new Set(Object.values(WOW_CLASSES).flatMap((c) => Object.keys(c.specs)))];

/** The spec of a class, or undefined when the class has no such spec. */
export function specOf(wowClass: string, specKey: string): SpecDef | undefined {
  const def = (WOW_CLASSES as Record<string, ClassDef>)[wowClass];
  return def && Object.hasOwn(def.specs, specKey) ? def.specs[specKey] : undefined;
}

export const WOW_ROLE_LABELS: Record<ContractLang, Record<WowRole, string>> = {
  'zh-CN': { tank: '坦克', healer: '治疗', dps: '输出' },
  'en-US': { tank: 'Tank', healer: 'Healer', dps: 'DPS' },
};

/** Equipment slots in the character sheet's order. */
export const GEAR_SLOTS = [
  'head', 'neck', 'shoulder', 'back', 'chest', 'wrist', 'hands', 'waist', 'legs', 'feet',
  'finger1', 'finger2', 'trinket1', 'trinket2', 'main_hand', 'off_hand',
] as const;
export type GearSlot = (typeof GEAR_SLOTS)[number];
export type Gear = Partial<Record<GearSlot, number>>;

export const GEAR_SLOT_LABELS: Record<ContractLang, Record<GearSlot, string>> = {
  'zh-CN': {
    head: '头部', neck: '颈部', shoulder: '肩部', back: '背部', chest: '胸部', wrist: '手腕', hands: '手',
    waist: '腰部', legs: '腿部', feet: '脚', finger1: '手指 1', finger2: '手指 2', trinket1: '饰品 1',
    trinket2: '饰品 2', main_hand: '主手', off_hand: '副手',
  },
  'en-US': {
    head: 'Head', neck: 'Neck', shoulder: 'Shoulder', back: 'Back', chest: 'Chest', wrist: 'Wrist', hands: 'Hands',
    waist: 'Waist', legs: 'Legs', feet: 'Feet', finger1: 'Finger 1', finger2: 'Finger 2', trinket1: 'Trinket 1',
    trinket2: 'Trinket 2', main_hand: 'Main hand', off_hand: 'Off hand',
  },
};

/**
 * A talent loadout as the game exports it (Talents → Share → Copy): base64
 * (A–Z, a–z, 0–9, +, /) without padding. Its header alone (version, spec id,
 * tree hash) takes 24 characters, so anything shorter cannot be one.
 */
export const TALENT_STRING_PATTERN = '^[A-Za-z0-9+/]{24,2000}$';

export const wowClassLabel = (lang: ContractLang, key: string): string =>
  (WOW_CLASSES as Record<string, ClassDef>)[key]?.label[lang] ?? key;
export const wowSpecLabel = (lang: ContractLang, wowClass: string, key: string): string =>
  specOf(wowClass, key)?.label[lang] ?? key;
