// The API side of a new module (npm run module:new): its declaration
// (defineModule), its one resource with the review workflow and its table's
// Kysely types. Migration and demo data: ./data.ts. Its own error messages, when it
// has some, go in a messages.ts of its own (registerMessages, server/core/i18n.ts).
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

/** server/modules/<name>/<name>.ts */
export const resource = (n: ModuleNames) => `// ${n.name} (/mdr/${n.name}/<action>): ${n.labels['en-US']} and their review workflow
// (draft → pending → published / rejected, published ⇄ hidden), the articles' and builds'.
// Schemas, query, mapping, filters, sorts, CSV and history come from the contract's fields
// (contract/${n.name}.ts, server/resources/declared.ts); what is written here is only what they cannot say.
import { ${n.constant} } from '../../../contract/${n.name}';
import { reviewTransitions } from '../../resources/review';
import { defineResource } from '../../resources/types';
import './schema';

export default defineResource({
  contract: ${n.constant},
  description: 'A new one is a draft; submit → pending; approve → published or reject (with a reason) → rejected; '
    + 'hide (with a reason) ⇄ restore. Every transition is audited and is -5 from any other state. '
    + '\`body\` (plain text) is only in get.',
  table: '${n.name}',
  permission: '${n.key}',
  stateColumn: 'status',
  transitions: reviewTransitions(${n.constant}),
});
`;

/** server/modules/<name>/schema.ts */
export const schema = (n: ModuleNames) => `// The Kysely types of the ${n.name} table, read off its contract's fields (server/db/declared-table.ts)
// and merged into the one DB type (server/db/schema.ts). The migration is the truth:
// tests/api/platform/kysely-types.test.ts fails where a column or its nullability differs.
import type { ${n.constant} } from '../../../contract/${n.name}';
import type { TableOf } from '../../db/declared-table';

type Fields = typeof ${n.constant}.fields;
/**
 * Filled in by the database (a DEFAULT, or null) when an insert leaves them out: every field create does
 * not require (a date-time's type, Timestamp, says so by itself).
 */
type Defaulted = { [K in keyof Fields]: Fields[K] extends { write: 'required' } | { kind: 'dateTime' } ? never : K }[keyof Fields];

declare module '../../db/schema' {
  interface DB {
    ${n.name}: TableOf<Fields, Defaulted>;
  }
}
`;
