// The words of one demo article: vocabulary for its category, then a unique
// title, a summary and a sanitised HTML body in one language.
import { sanitizeArticleHtml } from '../sanitize';
import { fill, type Rng } from '../../../seed/rng';
import { articleBody } from './text/body';
import { GROUP_OF, type CategoryDef } from './text/categories';
import { SUMMARIES } from './text/summaries';
import { TITLES, type Lang } from './text/titles';
import {
  ARENA_BRACKETS, CLASSES, CRAFTING, DELVE_TIERS, DIFFICULTIES, DUNGEONS, GATHERING, KEY_LEVELS, MOUNTS, NEWBIE_TOPICS, PATCHES, PETS,
  RAIDS, RATINGS, ROLE_NAME, ROLE_WORK, SEASON, STATS, type Term,
} from '../../../seed/text/wow';

export interface ArticleText { title: string; summary: string; content: string }

const ROLES = ['tank', 'healer', 'dps'] as const;

function articleVars(rng: Rng, def: CategoryDef, lang: Lang): Record<string, string> {
  const t = (term: Term) => term[lang];
  const cls = CLASSES.find((c) => c.key === def.classKey) ?? rng.pick(CLASSES);
  const spec = rng.pick(cls.specs);
  const raid = RAIDS.find((r) => r.key === def.raidKey) ?? rng.pick(RAIDS);
  const stats = rng.shuffle(STATS).map(t);
  const topic = t(rng.pick(NEWBIE_TOPICS));
  return {
    class: t(cls), spec: t(spec), roleWork: t(ROLE_WORK[spec.role]), roleName: t(ROLE_NAME[rng.pick(ROLES)]), spell: t(cls.spell),
    difficulty: t(rng.pick(DIFFICULTIES)),
    raid: t(raid), boss: t(rng.pick(raid.bosses)), dungeon: t(rng.pick(DUNGEONS)), season: t(SEASON),
    level: String(rng.pick(KEY_LEVELS)), tier: String(rng.pick(DELVE_TIERS)), rating: rng.pick(RATINGS),
    bracket: t(rng.pick(ARENA_BRACKETS)), prof: t(rng.pick(def.kind === 'gathering' ? GATHERING : CRAFTING)),
    mount: t(rng.pick(MOUNTS)), pet: t(rng.pick(PETS)), topic, Topic: topic[0].toUpperCase() + topic.slice(1), patch: rng.pick(PATCHES),
    stat1: stats[0], stat2: stats[1], stat3: stats[2], stat4: stats[3],
  };
}

const MAX_TRIES = 12;
// Words that differ between articles of one category: a summary may name one only if the title does.
const SPECIFIC = new Set(['boss', 'dungeon', 'level', 'tier', 'bracket', 'rating', 'mount', 'pet', 'topic', 'spec', 'class', 'prof']);
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1].toLowerCase());

function summaryFor(rng: Rng, pool: string[], titleTemplate: string): string {
  const named = new Set(placeholders(titleTemplate));
  const fitting = pool.filter((s) => placeholders(s).every((k) => !SPECIFIC.has(k) || named.has(k)));
  return rng.pick(fitting.length ? fitting : pool);
}

/** Titles are unique across the demo data: several authors covering one topic still word it differently. */
export function articleText(rng: Rng, def: CategoryDef, lang: Lang, takenTitles: Set<string>): ArticleText {
  const kind = def.kind ?? 'newbie';
  let vars = articleVars(rng, def, lang);
  let template = rng.pick(TITLES[kind][lang]);
  let title = fill(template, vars);
  for (let i = 0; i < MAX_TRIES && takenTitles.has(title); i++) {
    vars = articleVars(rng, def, lang);
    template = rng.pick(TITLES[kind][lang]);
    title = fill(template, vars);
  }
  for (let n = 2; takenTitles.has(title); n++) {
    title = lang === 'zh' ? `${title.replace(/（\d+）$/, '')}（${n}）` : `${title.replace(/ \(\d+\)$/, '')} (${n})`;
  }
  takenTitles.add(title);
  const summary = fill(summaryFor(rng, SUMMARIES[kind][lang], template), vars);
  const content = sanitizeArticleHtml(articleBody(rng, GROUP_OF[kind], lang, vars, summary));
  return { title, summary, content };
}
