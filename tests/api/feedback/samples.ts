// Records of the feedback module for the generated tests (tests/api/helpers/samples.ts).
import type { FeedbackState } from '../../../contract/feedback';
import type { ModuleSamples } from '../helpers/samples';
import { insertTicket } from './fixtures';

const samples: ModuleSamples = async (db) => {
  // someone tickets can be assigned to (the sweep's own caller may hold no feedback key)
  const agent = await db.insertInto('admins').values({
    username: 'sample_agent', password_hash: 'x', name: 'Sample agent', role: 'user', modules: ['feedback.read', 'feedback.reply'],
  }).returning('id').executeTakeFirstOrThrow();
  return {
    feedback: {
      insert: (state) => insertTicket(db, { status: (state ?? 'open') as FeedbackState }),
      bodies: {
        assign: { staffId: agent.id },
        reply: { body: 'Thanks, we are on it.' }, close: { reason: 'Duplicate' }, close_many: { reason: 'Duplicate' },
      },
    },
  };
};
export default samples;
