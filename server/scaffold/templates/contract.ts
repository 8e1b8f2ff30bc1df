// The contract side of a new module (npm run module:new): its declaration in the
// module table, its resource's contract (the review workflow and every label in
// both languages) and its record schemas.
import { literal as q, type ModuleNames } from '../names';

/** contract/access/modules/<name>.ts */
export const declaration = (n: ModuleNames) => `// #/${n.name} (written by npm run module:new): ${n.labels['en-US']}, one page with
// the content review workflow. The route is named like its module, so both carry the same labels.
import { defineModule } from './define';

export default defineModule({
  name: '${n.name}', order: ${n.order}, key: '${n.key}', icon: 'extension',
  labels: { 'zh-CN': ${q(n.labels['zh-CN'])}, 'en-US': ${q(n.labels['en-US'])} },
  children: [
    { path: '/${n.route}', name: '${n.name}', labels: { 'zh-CN': ${q(n.labels['zh-CN'])}, 'en-US': ${q(n.labels['en-US'])} } },
  ],
  // keys:start (npm run keys:generate, from the API's routes: never by hand)
  actionKeys: [],
  // keys:end
});
`;

/** contract/<name>.ts */
export const contract = (n: ModuleNames) => `// ${n.labels['en-US']} (#/${n.route}): the content review workflow (./review.ts, the
// articles' and builds') and every label a person reads about them. Record types: ./records/${n.name}.ts.
import { REVIEW_LABELS, REVIEW_STATES, REVIEW_TRANSITIONS, reviewFields, type ReviewState } from './review';
import type { ResourceContract } from './types';

export type { ${n.pascal}Record, ${n.pascal}ListItem } from './records/${n.name}';

export const ${n.constant}_STATES = REVIEW_STATES;
export type ${n.pascal}State = ReviewState;

export const ${n.constant} = {
  resource: '${n.name}',
  states: ${n.constant}_STATES,
  transitions: REVIEW_TRANSITIONS,
  labels: {
    'zh-CN': {
      name: ${q(n.labels['zh-CN'])},
      fields: reviewFields('zh-CN', { title: '标题', body: '正文' }),
      ...REVIEW_LABELS['zh-CN'],
      reasons: {
        reject: ['内容不完整', '标题与正文不符', '包含外链广告', '与已有内容重复'],
        hide: ['内容已过时', '收到用户举报', '涉及违规内容', '作者要求下架'],
      },
    },
    'en-US': {
      name: ${q(n.singular)},
      fields: reviewFields('en-US', { title: 'Title', body: 'Body' }),
      ...REVIEW_LABELS['en-US'],
      reasons: {
        reject: ['Incomplete', 'The title does not fit the body', 'Contains advertising links', 'Duplicates existing content'],
        hide: ['Outdated', 'Reported by users', 'Breaks the content rules', "Withdrawn at the author's request"],
      },
    },
  },
} as const satisfies ResourceContract;
`;

/** contract/records/<name>.ts */
export const records = (n: ModuleNames) => `// ${n.labels['en-US']} as the API answers them (TypeBox: validation of answers, their
// serialisation and the OpenAPI document). The panel imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { ${n.constant} } from '../${n.name}';
import { reviewRecordFields, ReviewStatus } from './review';
import { labelled } from './schema';

export const ${n.pascal}Status = ReviewStatus;

export const ${n.pascal}Schema = Type.Object(labelled({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String({ description: 'plain text; only in \`get\`' }),
  ...reviewRecordFields(),
}, ${n.constant}.labels['en-US'].fields));

/** List items and CSV rows: the record without its body. */
export const ${n.pascal}ListItemSchema = Type.Omit(${n.pascal}Schema, ['body']);

export type ${n.pascal}Record = Static<typeof ${n.pascal}Schema>;
export type ${n.pascal}ListItem = Static<typeof ${n.pascal}ListItemSchema>;
`;
