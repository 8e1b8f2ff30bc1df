// Character builds (#/wow_build/bulid): each field once, their review workflow
// (./review.ts, the articles') and every label a person reads about them. Classes,
// specs, roles and gear slots: ./wow.ts. Record types: ./records/builds.ts.
import { BOOKKEEPING, defineContract, f, type Words } from './fields';
import { REVIEW_FIELDS, REVIEW_LABELS, REVIEW_STATES, REVIEW_TRANSITIONS, reviewFields, type ReviewState } from './review';
import type { ContractLang } from './types';
import { TALENT_STRING_PATTERN, WOW_CLASSES, WOW_ROLES, WOW_ROLE_LABELS, type WowClass, type WowRole } from './wow';

export type { BuildRecord, BuildListItem } from './records/builds';

export const BUILD_STATES = REVIEW_STATES;
export type BuildState = ReviewState;

const words = (label: Record<ContractLang, string>): Words => [label['zh-CN'], label['en-US']];
/** The game's names as enum values (a spec key names the same spec in every class that has it). */
const CLASSES = Object.fromEntries(Object.entries(WOW_CLASSES).map(([key, c]) => [key, words(c.label)])) as Record<WowClass, Words>;
const SPECS = Object.fromEntries(Object.values(WOW_CLASSES).flatMap((c) => Object.entries(c.specs).map(([key, s]) => [key, words(s.label)])));
const ROLES = Object.fromEntries(WOW_ROLES.map((r) => [r, words({ 'zh-CN': WOW_ROLE_LABELS['zh-CN'][r], 'en-US': WOW_ROLE_LABELS['en-US'][r] })])) as Record<WowRole, Words>;

export const BUILDS = defineContract({
  resource: 'builds',
  fields: {
    id: f.id(),
    authorId: f.reference(['作者', 'Author'], { table: 'users', label: 'nickname' },
      { column: 'user_id', write: 'required', filter: true, note: 'the platform user who wrote it' }),
    authorName: f.text(['作者昵称', 'Author nickname'], { column: false }),
    title: f.text(['标题', 'Title'], { write: 'required', min: 1, max: 200, search: true, sort: true }),
    wowClass: f.enum(['职业', 'Class'], CLASSES, { write: 'required', filter: true, sort: true }),
    spec: f.enum(['专精', 'Spec'], SPECS, { write: 'required', filter: true, note: "one of the class's specs" }),
    // follows from the spec (server/modules/builds/rules.ts)
    role: f.enum(['定位', 'Role'], ROLES, { filter: true }),
    gameVersionId: f.reference(['游戏版本', 'Game version'], { table: 'game_versions', label: 'name' }, { write: 'required', filter: true }),
    gameVersionName: f.text(['版本号', 'Version number'], { column: false }),
    talentString: f.text(['天赋代码', 'Talent string'],
      { write: 'required', max: 2000, pattern: TALENT_STRING_PATTERN, note: "the game's talent export string (base64, no padding)" }),
    gear: f.json(['装备', 'Gear'], { write: true, note: 'slot → item id' }),
    description: f.longText(['说明', 'Description'], { write: true, max: 200000, recordOnly: true, note: 'HTML, sanitised on write; only in `get`' }),
    ...reviewFields('status', 'reason', 'featured', 'views', 'likes', 'reviewedBy'),
    ...BOOKKEEPING,
    createdAt: { ...BOOKKEEPING.createdAt, filter: 'created' },
    publishedAt: REVIEW_FIELDS.publishedAt,
  },
  states: BUILD_STATES,
  transitions: REVIEW_TRANSITIONS,
  labels: {
    'zh-CN': {
      name: '配装',
      ...REVIEW_LABELS['zh-CN'],
      reasons: {
        reject: ['天赋与专精不符', '装备不适合该专精', '说明过于简略', '包含外链广告', '与已有配装重复'],
        hide: ['版本更新后已过时', '包含外链广告', '收到用户举报', '涉及违规内容', '作者要求下架'],
      },
    },
    'en-US': {
      name: 'build',
      ...REVIEW_LABELS['en-US'],
      reasons: {
        reject: [
          'Talents do not fit the spec', 'Gear does not suit the spec', 'Description too thin',
          'Contains advertising links', 'Duplicates an existing build',
        ],
        hide: [
          'Outdated after a patch', 'Contains advertising links', 'Reported by users',
          'Breaks the content rules', 'Withdrawn at the author\'s request',
        ],
      },
    },
  },
});
