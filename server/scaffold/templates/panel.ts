// The panel side of a new module (npm run module:new): its resource's
// declaration, messages and transition table. Screens: ./screens.ts.
import { capitalized, literal as q, type ModuleNames } from '../names';

/** src/resources/<name>/index.tsx */
export const panelIndex = (n: ModuleNames) => `// ${n.labels['en-US']} (#/${n.route}): review queue, reading, editing.
import ${n.pascal}Icon from '@mui/icons-material/Extension';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';

// Each screen is its own chunk, fetched when first opened (src/lazy.ts).
const ${n.pascal}Create = lazyView(() => import('./${n.pascal}Create').then((m) => m.${n.pascal}Create));
const ${n.pascal}Edit = lazyView(() => import('./${n.pascal}Edit').then((m) => m.${n.pascal}Edit));
const ${n.pascal}List = lazyView(() => import('./${n.pascal}List').then((m) => m.${n.pascal}List));
const ${n.pascal}Show = lazyView(() => import('./${n.pascal}Show').then((m) => m.${n.pascal}Show));

const resource: PanelResource = {
  // the route (react-admin resource): the module's route without its '/'
  name: '${n.route}',
  apiResource: '${n.name}',
  list: ${n.pascal}List,
  show: ${n.pascal}Show,
  edit: ${n.pascal}Edit,
  create: ${n.pascal}Create,
  icon: ${n.pascal}Icon,
  recordRepresentation: 'title',
  messages,
};
export default resource;
`;

/** src/resources/<name>/messages.ts */
export const panelMessages = (n: ModuleNames) => `// Labels of fields, states and actions come from the contract (contract/${n.name}.ts);
// here only the panel's own words.
import { ${n.constant} } from '../../../contract/${n.name}';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: ${q(`${n.labels['zh-CN']} |||| ${n.labels['zh-CN']}`)},
    unit: '条',
    ...contractMessages(${n.constant}, 'zh-CN'),
    notify: {
      submit: '已提交审核', approve: '已通过', reject: '已驳回', hide: '已隐藏', restore: '已恢复发布',
      conflict: '该记录已被他人修改，请刷新后再试',
    },
  },
  'en-US': {
    name: ${q(`${capitalized(n.singular)} |||| ${n.labels['en-US']}`)},
    unit: '',
    ...contractMessages(${n.constant}, 'en-US'),
    notify: {
      submit: 'Submitted for review', approve: 'Approved', reject: 'Rejected', hide: 'Hidden', restore: 'Restored',
      conflict: 'This record was changed by someone else; reload to see the latest version',
    },
  },
};
`;

/** src/resources/<name>/transitions.ts */
export const panelTransitions = (n: ModuleNames) => `// The review workflow: which change is legal from which status comes from the
// contract (contract/${n.name}.ts); its look is the review workflow's (src/resources/shared/review.ts).
import { ${n.constant} } from '../../../contract/${n.name}';
import { REVIEW_LOOKS } from '../shared/review';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const ${n.camel}Transitions: readonly TransitionDef[] = transitionTable(${n.constant}, REVIEW_LOOKS);
`;
