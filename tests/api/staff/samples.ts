// Records of the staff module for the generated tests (tests/api/helpers/samples.ts):
// a staff account with one live session (for revoke_session), locked after failed sign-ins (for unlock).
import { sql } from 'kysely';
import type { ModuleSamples } from '../helpers/samples';

const samples: ModuleSamples = async (db) => {
  let n = 0;
  let lastSessionId = 0;
  const insert = async () => {
    n += 1;
    const admin = await db.insertInto('admins')
      .values({ username: `sample_staff_${n}`, name: `Sample staff ${n}`, password_hash: 'not-a-hash', modules: ['mdr.wow.guide'] })
      .returning('id').executeTakeFirstOrThrow();
    const session = await db.insertInto('sessions')
      .values({ admin_id: admin.id, token_hash: `sample-${n}-${admin.id}`, expires_at: sql<Date>`now() + interval '1 hour'` })
      .returning('id').executeTakeFirstOrThrow();
    lastSessionId = Number(session.id);
    await db.insertInto('login_locks')
      .values({ username: `sample_staff_${n}`, locked_until: sql<Date>`now() + interval '1 hour'` }).execute();
    return admin.id;
  };
  return {
    admins: {
      insert,
      // create data (exports and audit rows create with it); update gets its own body below
      data: () => ({ username: `created_${++n}`, name: 'Created staff', password: 'Violet-Harbor-58', modules: ['mdr.db'] }),
      get bodies() {
        return {
          update: { data: { name: 'Renamed staff', modules: ['mdr.wow.guide', 'mdr.db'] } },
          revoke_session: { sessionId: lastSessionId },
        };
      },
    },
  };
};
export default samples;
