// Records of the audit module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';

const samples: ModuleSamples = async (db) => ({
  audit_log: {
    insert: () => db.insertInto('audit_log')
      .values({ actor_id: null, actor_name: 'sample', action: 'sample', resource: 'sample', record_id: '1', ip: '', user_agent: '', request_id: '' })
      .returning('id').executeTakeFirstOrThrow().then((r) => Number(r.id)),
  },
});
export default samples;
