// Demo build texts in Chinese and English: titles, descriptions, talent strings.
import { WOW_CLASSES, type WowClass } from '../../../../contract/wow';
import { fill, type Rng } from '../../../seed/rng';
import { DUNGEONS, KEY_LEVELS, RAIDS, STATS, type Term } from '../../../seed/text/wow';
import type { Lang } from '../../../seed/text/people';

const TITLES: Record<Lang, string[]> = {
  zh: [
    '{version} {spec}{cls} 大秘境通用配装', '{raid} 史诗 {spec}{cls} 开荒天赋', '{key} 层钥石 {spec}{cls}{stat}流',
    '新手友好：{spec}{cls} 练级到满级', '{spec}{cls} 单体爆发天赋（{version}）', '{dungeon} 速刷 {spec}{cls} 配装',
    '{spec}{cls} {stat}堆叠思路与装备选择', '平民 {spec}{cls}：不靠毕业装也能打', '{raid} 团本 {spec}{cls} AOE 天赋',
  ],
  en: [
    '{spec} {cls} Mythic+ build ({version})', '{raid} Mythic {spec} {cls} progression talents', '+{key} {spec} {cls}: {stat} stacking',
    'Levelling {spec} {cls} for new players', '{spec} {cls} single-target burst ({version})', '{dungeon} speed-run {spec} {cls}',
    '{stat}-heavy {spec} {cls} gear and talents', 'Budget {spec} {cls}: no best-in-slot needed', '{raid} {spec} {cls} AoE setup',
  ],
};

const LINES: Record<Lang, string[]> = {
  zh: [
    '属性优先级：{stat} > {stat2} > 其他，{stat}收益在 30% 以前最高。', '开怪先交爆发技能，第二波小怪再开团队增益。',
    '饰品优先选择主动饰品，和爆发技能对齐使用。', '如果手里没有毕业武器，先用制造装补位，别为了散件放弃套装。',
    '大秘境里优先点出打断和减伤天赋，团本可以换成单体天赋。', '{dungeon} 的最后一个首领记得留减伤。',
  ],
  en: [
    'Stat priority: {stat} > {stat2} > the rest; {stat} pays off most until about 30%.', 'Open each pull with your burst, then save the group buff for the second pack.',
    'Prefer on-use trinkets and line them up with your cooldowns.', 'Without the best weapon yet, fill in with crafted gear rather than break the tier set.',
    'Take the interrupt and defensive talents in Mythic+; swap to single-target ones for raids.', 'Keep a defensive for the last boss of {dungeon}.',
  ],
};

export interface BuildText { title: string; description: string }

function vars(rng: Rng, lang: Lang, cls: WowClass, spec: string, version: string) {
  const pick = (terms: readonly Term[]) => rng.pick(terms)[lang];
  const langKey = lang === 'zh' ? 'zh-CN' : 'en-US';
  const classDef = WOW_CLASSES[cls];
  const specs = classDef.specs as Record<string, { label: Record<string, string> }>;
  const [stat, stat2] = rng.shuffle(STATS).map((s) => s[lang]);
  return {
    cls: classDef.label[langKey], spec: specs[spec].label[langKey], version, stat, stat2,
    raid: pick(RAIDS), dungeon: pick(DUNGEONS), key: rng.pick(KEY_LEVELS),
  };
}

/** A title (unique within `taken`) and an HTML description in `lang`. */
export function buildText(rng: Rng, lang: Lang, cls: WowClass, spec: string, version: string, taken: Set<string>): BuildText {
  const v = vars(rng, lang, cls, spec, version);
  let title = fill(rng.pick(TITLES[lang]), v);
  for (let n = 2; taken.has(title); n++) title = `${fill(rng.pick(TITLES[lang]), v)} #${n}`;
  taken.add(title);
  const lines = rng.shuffle(LINES[lang]).slice(0, rng.int(2, 4)).map((line) => fill(line, v));
  const description = `<p>${lines[0]}</p><ul>${lines.slice(1).map((l) => `<li>${l}</li>`).join('')}</ul>`;
  return { title, description };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A loadout-shaped export string: the header, then mostly-zero talent bits as the game writes them. */
export function talentString(rng: Rng): string {
  const body = Array.from({ length: rng.int(70, 110) }, () => (rng.chance(0.55) ? 'A' : rng.pick([...BASE64])));
  return `C${rng.pick(['Q', 'E', 'k', 'U'])}${'A'.repeat(22)}${body.join('')}`;
}
