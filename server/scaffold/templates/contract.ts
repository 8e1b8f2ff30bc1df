// The contract side of a new module (npm run module:new): its declaration in the
// module table and its resource's contract (each field declared once, the review
// workflow and every label in both languages).
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
export const contract = (n: ModuleNames) => `// ${n.labels['en-US']} (#/${n.route}): each field declared once (./fields.ts) — the API's
// schemas, filters, sorts, CSV and history, the panel's screens, the test samples and the demo
// data read it — and the content review workflow (./review.ts, the articles' and builds').
import { BOOKKEEPING, defineContract, f, type ListItemOf, type RecordOf } from './fields';
import { REVIEW_LABELS, REVIEW_STATES, REVIEW_TRANSITIONS, reviewFields, type ReviewState } from './review';

export const ${n.constant}_STATES = REVIEW_STATES;
export type ${n.pascal}State = ReviewState;

export const ${n.constant} = defineContract({
  resource: '${n.name}',
  fields: {
    id: f.id(),
    title: f.text(['标题', 'Title'], { write: 'required', min: 1, max: 200, search: true, sort: true }),
    body: f.longText(['正文', 'Body'], { write: true, max: 20000, recordOnly: true, default: '', note: 'plain text' }),
    // the review workflow's: the state, why it was rejected or hidden, who decided, when first published
    ...reviewFields('status', 'reason', 'reviewedBy', 'publishedAt'),
    ...BOOKKEEPING,
    createdAt: { ...BOOKKEEPING.createdAt, filter: true },
  },
  states: ${n.constant}_STATES,
  transitions: REVIEW_TRANSITIONS,
  labels: {
    'zh-CN': {
      name: ${q(n.labels['zh-CN'])},
      ...REVIEW_LABELS['zh-CN'],
      reasons: {
        reject: ['内容不完整', '标题与正文不符', '包含外链广告', '与已有内容重复'],
        hide: ['内容已过时', '收到用户举报', '涉及违规内容', '作者要求下架'],
      },
    },
    'en-US': {
      name: ${q(n.singular)},
      ...REVIEW_LABELS['en-US'],
      reasons: {
        reject: ['Incomplete', 'The title does not fit the body', 'Contains advertising links', 'Duplicates existing content'],
        hide: ['Outdated', 'Reported by users', 'Breaks the content rules', "Withdrawn at the author's request"],
      },
    },
  },
});

export type ${n.pascal}Record = RecordOf<typeof ${n.constant}.fields>;
export type ${n.pascal}ListItem = ListItemOf<typeof ${n.constant}.fields>;
`;
