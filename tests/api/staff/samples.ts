// Records of the staff module for the generated tests (tests/api/helpers/samples.ts):
// a staff account with one live session (for revoke_session), locked after failed sign-ins (for unlock);
// a role nobody holds (so delete may go through).
import { sql } from 'kysely';
import type { ModuleSamples } from '../helpers/samples';

const samples: ModuleSamples = async (db) => {
  let n = 0;
  let lastSessionId = 0;
  const insert = async () => {
    n += 1;
    const admin = await db.insertInto('admins')
      .values({ username: `sample_staff_${n}`, name: `Sample staff ${n}`, password_hash: 'not-a-hash', modules: ['articles.read'] })
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
      data: () => ({ username: `created_${++n}`, name: 'Created staff', password: 'Violet-Harbor-58', modules: ['game_items.read'] }),
      get bodies() {
        return {
          update: { data: { name: 'Renamed staff', modules: ['articles.read', 'game_items.read'] } },
          revoke_session: { sessionId: lastSessionId },
        };
      },
    },
    roles: {
      async insert() {
        n += 1;
        const role = await db.insertInto('roles')
          .values({ name_zh: `样例角色${n}`, name_en: `Sample role ${n}`, keys: ['articles.read', 'articles.approve'] })
          .returning('id').executeTakeFirstOrThrow();
        return role.id;
      },
      data: () => ({ nameZh: `新角色${++n}`, nameEn: `New role ${n}`, descriptionZh: '查看文章', descriptionEn: 'Reads articles', keys: ['articles.read'] }),
    },
  };
};
export default samples;
