// Records of the decisions module for the generated tests (tests/api/helpers/samples.ts):
// a decision on a fresh user (made by nobody on staff, so any tester may decide its
// appeal), an appeal against one, a strike of one.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { ModuleSamples } from '../helpers/samples';
import { insertUser } from '../users/fixtures';

/** A standing mute decision on a new user; answers its id and the user's. */
export async function insertDecision(db: Kysely<DB>): Promise<{ id: number; userId: number }> {
  const userId = await insertUser(db);
  const row = await db.insertInto('decisions').values({
    target_type: 'users', target_id: userId, user_id: userId, action: 'mute', reason_code: 'other', facts: 'sample',
    decided_by: null, automated: true, decided_at: new Date(), appealable_until: new Date(Date.now() + 14 * 86_400_000),
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, userId };
}

const samples: ModuleSamples = async (db) => ({
  decisions: { insert: async () => (await insertDecision(db)).id },
  appeals: {
    async insert(state) {
      const d = await insertDecision(db);
      const row = await db.insertInto('appeals').values({ decision_id: d.id, user_id: d.userId, text: 'sample appeal', status: state ?? 'open' })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  },
  strikes: {
    async insert() {
      const d = await insertDecision(db);
      const row = await db.insertInto('strikes').values({ user_id: d.userId, decision_id: d.id, expires_at: new Date(Date.now() + 90 * 86_400_000) })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  },
});
export default samples;
