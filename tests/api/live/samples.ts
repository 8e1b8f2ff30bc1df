// Records of the live module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';
import { insertRoom, type RoomState } from './fixtures';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

const samples: ModuleSamples = async (db) => ({
  live_rooms: {
    // no state asked (unfeature, reorder, the sweeps): an approved room on the recommended list
    insert: (state) => insertRoom(db, (state ?? 'approved') as RoomState, { featured: state === undefined }),
    bodies: {
      reject: { reason: 'Duplicate application' }, reject_many: { reason: 'Duplicate application' },
      get ban() { return { reason: 'Faking viewers', until: tomorrow() }; },
    },
  },
});
export default samples;
