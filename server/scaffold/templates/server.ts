// The API side of a new module (npm run module:new): its declaration
// (defineModule), its one resource with the review workflow, its table's
// Kysely types and its messages. Migration and demo data: ./data.ts.
import { literal, type ModuleNames } from '../names';

/** server/modules/<name>/index.ts */
export const moduleIndex = (n: ModuleNames) => `// The ${n.name} module (#/${n.route}): ${n.labels['en-US']} and their review workflow.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import ${n.camel}Resource from './${n.name}';
import { ${n.camel}Step } from './seed';

export default defineModule({
  name: '${n.name}',
  description: ${literal(`${n.labels['en-US']} and their review workflow`)},
  resources: [${n.camel}Resource],
  seed: [${n.camel}Step],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
`;

const resourceHead = (n: ModuleNames) => `// ${n.name} (/mdr/${n.name}/<action>): ${n.labels['en-US']} and their review workflow
// (draft → pending → published / rejected, published ⇄ hidden), the articles' and builds'.
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { ${n.constant} } from '../../../contract/${n.name}';
import { ${n.pascal}ListItemSchema, ${n.pascal}Schema, ${n.pascal}Status } from '../../../contract/records/${n.name}';
import { labelled } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import { schemaColumns } from '../../resources/csv';
import { answerOf, columnsOf, trimmed, type RowOf } from '../../resources/mapping';
import { containsPattern, dayStart } from '../../resources/query';
import { reviewTransitions } from '../../resources/review';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import './messages';
import './schema';

const ${n.pascal}Create = Type.Object(labelled({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  body: Type.Optional(Type.String({ maxLength: 20000 })),
  featured: Type.Optional(Type.Boolean()),
}, ${n.constant}.labels['en-US'].fields), { additionalProperties: false });

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('${n.name}')
  .select([
    '${n.name}.id', '${n.name}.title', '${n.name}.status', '${n.name}.reason', '${n.name}.featured', '${n.name}.views',
    '${n.name}.likes', '${n.name}.reviewed_by', '${n.name}.created_at', '${n.name}.updated_at', '${n.name}.published_at',
    '${n.name}.version',
  ])
  .$if(shape === 'record', (q) => q.select('${n.name}.body'));
type Row = RowOf<typeof query>;

const toListItem = answerOf(${n.pascal}ListItemSchema);

const toColumns = columnsOf<'${n.name}'>(${n.pascal}Create, { title: trimmed });

const statusFilter = Type.Union([${n.pascal}Status, Type.Array(${n.pascal}Status, { minItems: 1, maxItems: 5 })], { description: 'one state, or any of several' });
const day = (description: string) => Type.String({ format: 'date', description });
`;

const resourceDef = (n: ModuleNames) => `
export default defineResource({
  name: '${n.name}',
  description: 'A new one is a draft; submit → pending; approve → published or reject (with a reason) → rejected; '
    + 'hide (with a reason) ⇄ restore. Every transition is audited and is -5 from any other state. '
    + '\`body\` (plain text) is only in get.',
  table: '${n.name}',
  permission: '${n.key}',
  schemas: { record: ${n.pascal}Schema, listItem: ${n.pascal}ListItemSchema, create: ${n.pascal}Create },
  filters: {
    status: filterOf(statusFilter, (q, v) =>
      (Array.isArray(v) ? q.where('${n.name}.status', 'in', v) : q.where('${n.name}.status', '=', v))),
    featured: filterOf(Type.Boolean(), (q, v) => q.where('${n.name}.featured', '=', v)),
    q: filterOf(Type.String({ maxLength: 100, description: 'text contained in the title (any case)' }),
      (q, v) => q.where('${n.name}.title', 'ilike', containsPattern(v))),
    createdFrom: filterOf(day('created on or after this day (UTC)'), (q, v) => q.where('${n.name}.created_at', '>=', dayStart(v))),
    createdTo: filterOf(day('created on or before this day (UTC)'), (q, v) => q.where('${n.name}.created_at', '<', dayStart(v, 1))),
  },
  sorts: {
    id: '${n.name}.id',
    title: '${n.name}.title',
    status: '${n.name}.status',
    views: '${n.name}.views',
    likes: '${n.name}.likes',
    createdAt: '${n.name}.created_at',
    updatedAt: '${n.name}.updated_at',
    publishedAt: '${n.name}.published_at',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query,
  toListItem,
  toResponse: answerOf<typeof ${n.pascal}Schema, Row>(${n.pascal}Schema, { body: (row) => row.body ?? '' }),
  // the required title is in the create schema; '' only satisfies the column type
  toInsert: (data) => ({ title: '', ...toColumns(data) }),
  toUpdate: toColumns,
  history: { fields: ['title', 'body', 'featured', 'status', 'reason'], longText: ['body'] },
  csv: schemaColumns('${n.name}', ${n.pascal}ListItemSchema, { status: (v, lang) => t(lang, \`${n.name}.state.\${v}\`) }),
  stateColumn: 'status',
  transitions: reviewTransitions(${n.constant}),
});
`;

/** server/modules/<name>/<name>.ts */
export const resource = (n: ModuleNames) => resourceHead(n) + resourceDef(n);

/** server/modules/<name>/schema.ts */
export const schema = (n: ModuleNames) => `// Kysely types of the ${n.name} module's table; keep in step with migrations/*.sql.
// Merged into the one DB type (server/db/schema.ts) by interface merging.
import type { Generated } from 'kysely';
import type { ${n.pascal}State } from '../../../contract/${n.name}';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

export interface ${n.pascal}Table {
  id: Generated<number>;
  title: string;
  body: Generated<string>;
  status: Generated<${n.pascal}State>;
  reason: Generated<string>;
  featured: Generated<boolean>;
  views: Generated<number>;
  likes: Generated<number>;
  reviewed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    ${n.name}: ${n.pascal}Table;
  }
}
`;

/** server/modules/<name>/messages.ts */
export const messages = (n: ModuleNames) => `// Messages of the ${n.name} module: its own errors, in both languages. Field and state
// names (CSV headers, state names in errors) come from its contract (server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({ 'zh-CN': {}, 'en-US': {} });
`;
