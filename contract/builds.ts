// Character builds (#/wow_build/bulid): their review workflow (the articles')
// and every label a person reads about them. Classes, specs, roles and gear
// slots: ./wow.ts. Record types: ./records/builds.ts.
import { REVIEW_LABELS, REVIEW_STATES, REVIEW_TRANSITIONS, reviewFields, type ReviewState } from './review';
import type { ResourceContract } from './types';

export type { BuildRecord, BuildListItem } from './records/builds';

export const BUILD_STATES = REVIEW_STATES;
export type BuildState = ReviewState;

export const BUILDS = {
  resource: 'builds',
  states: BUILD_STATES,
  transitions: REVIEW_TRANSITIONS,
  labels: {
    'zh-CN': {
      name: '配装',
      fields: reviewFields('zh-CN', {
        authorId: '作者',
        authorName: '作者昵称',
        title: '标题',
        wowClass: '职业',
        spec: '专精',
        role: '定位',
        gameVersionId: '游戏版本',
        gameVersionName: '版本号',
        talentString: '天赋代码',
        gear: '装备',
        description: '说明',
      }),
      ...REVIEW_LABELS['zh-CN'],
      reasons: {
        reject: ['天赋与专精不符', '装备不适合该专精', '说明过于简略', '包含外链广告', '与已有配装重复'],
        hide: ['版本更新后已过时', '包含外链广告', '收到用户举报', '涉及违规内容', '作者要求下架'],
      },
    },
    'en-US': {
      name: 'build',
      fields: reviewFields('en-US', {
        authorId: 'Author',
        authorName: 'Author nickname',
        title: 'Title',
        wowClass: 'Class',
        spec: 'Spec',
        role: 'Role',
        gameVersionId: 'Game version',
        gameVersionName: 'Version number',
        talentString: 'Talent string',
        gear: 'Gear',
        description: 'Description',
      }),
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
} as const satisfies ResourceContract;
