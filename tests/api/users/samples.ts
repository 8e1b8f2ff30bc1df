// Records of the users module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';
import { insertUser, type Moderation } from './fixtures';

const samples: ModuleSamples = async (db) => ({
  users: {
    // an active player can be muted and banned; lift needs a muted one (the sweep's success calls use these)
    insert: (state) => insertUser(db, (state as Moderation | undefined) ?? 'muted'),
    bodies: {
      mute: { reason: 'spam', hours: 2 }, mute_many: { reason: 'spam', hours: 2 },
      ban: { reason: 'cheating', days: 3 }, ban_many: { reason: 'cheating', days: 3 },
      lift: { reason: 'appeal' }, lift_many: { reason: 'appeal' },
    },
  },
});
export default samples;
