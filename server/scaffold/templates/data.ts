// A new module's table (its first migration), its demo data step and the
// samples the generated API tests insert (tests/api/helpers/samples.ts). The
// step and the samples fill every written field from the contract's declaration
// (server/seed/declared.ts, tests/api/helpers/declared-samples.ts): a new field
// needs a line in neither.
import { capitalized, type ModuleNames } from '../names';

/** server/modules/<name>/migrations/NNNN_<name>.sql */
export const migration = (n: ModuleNames) => `-- ${n.labels['en-US']} (server/modules/${n.name}), reviewed like guide articles and builds:
-- draft → pending → published / rejected, published ⇄ hidden (contract/review.ts). Each column is a
-- field of contract/${n.name}.ts; tests/api/platform/declared-columns.test.ts holds the two together.

CREATE TABLE ${n.name} (
  id           serial PRIMARY KEY,
  title        text NOT NULL,
  body         text NOT NULL DEFAULT '',
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'pending', 'published', 'rejected', 'hidden')),
  reason       text NOT NULL DEFAULT '',                 -- why rejected / hidden
  reviewed_by  integer REFERENCES admins(id) ON DELETE SET NULL,
  published_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1
);
-- the review queue (status filter, newest first) and the default order
CREATE INDEX ${n.name}_status_idx ON ${n.name} (status, created_at DESC);
CREATE INDEX ${n.name}_created_idx ON ${n.name} (created_at DESC);
`;

/** server/modules/<name>/seed.ts */
export const seed = (n: ModuleNames) => `// Demo data of the ${n.name} module: a few records in every review state over the
// past weeks, reasons from the contract's common ones, reviewed by the first staff account;
// every written field not set here gets a plausible value from its declaration (withDeclared).
import { ${n.constant}, type ${n.pascal}State } from '../../../contract/${n.name}';
import { insertRows } from '../../seed/batch';
import { withDeclared } from '../../seed/declared';
import { daysAfter, daysAgo, proportional } from '../../seed/rng';
import type { SeedStep } from '../../seed/types';

const COUNT = 40;
const SHARES: [${n.pascal}State, number][] = [['published', 50], ['pending', 20], ['draft', 10], ['rejected', 10], ['hidden', 10]];
const { 'zh-CN': zh, 'en-US': en } = ${n.constant}.labels;

export const ${n.camel}Step: SeedStep = {
  name: '${n.name}',
  async run({ trx, now, rng }) {
    const random = rng('${n.name}');
    const reviewer = await trx.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();
    const rows = proportional(random, COUNT, SHARES).map((status, i) => {
      const chinese = i % 2 === 0;
      const created = daysAgo(now, random.float(0.1, 60));
      const reviewed = status === 'draft' || status === 'pending' ? null : daysAfter(created, random.float(0.05, 2), now);
      const decision = status === 'rejected' ? 'reject' : status === 'hidden' ? 'hide' : null;
      return withDeclared(${n.constant}, random, now, {
        title: chinese ? \`\${zh.name} \${i + 1}\` : \`${capitalized(n.singular)} \${i + 1}\`,
        body: chinese ? \`第 \${i + 1} 条\${zh.name}的正文。\` : \`The body of ${n.singular} \${i + 1}.\`,
        status,
        reason: decision ? random.pick((chinese ? zh : en).reasons?.[decision] ?? ['']) : '',
        reviewed_by: reviewed ? reviewer?.id ?? null : null,
        created_at: created,
        updated_at: reviewed ?? created,
        published_at: status === 'published' || status === 'hidden' ? reviewed : null,
      });
    });
    await insertRows(trx, '${n.name}', rows);
    return { ${n.name}: rows.length };
  },
};
`;

/** tests/api/<name>/samples.ts */
export const samples = (n: ModuleNames) => `// Records of the ${n.name} module for the generated tests (tests/api/helpers/samples.ts):
// permissions, bad input, audit rows and exports insert them in the state an action starts from.
// Every written field gets a valid value from the contract's declaration (sampleData).
import { ${n.constant}, type ${n.pascal}State } from '../../../contract/${n.name}';
import { sampleColumns, sampleData } from '../helpers/declared-samples';
import type { ModuleSamples } from '../helpers/samples';

let n = 0;

const samples: ModuleSamples = async (db) => ({
  ${n.name}: {
    insert: async (state) => {
      const status = (state ?? 'draft') as ${n.pascal}State;
      const shown = status === 'published' || status === 'hidden';
      const row = await db.insertInto('${n.name}').values({
        ...sampleColumns<'${n.name}'>(${n.constant}), title: \`Sample \${++n}\`,
        status, reason: status === 'rejected' || status === 'hidden' ? 'Outdated' : '', published_at: shown ? new Date() : null,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    data: () => sampleData(${n.constant}, { title: \`Sample \${++n}\` }),
  },
});
export default samples;
`;
