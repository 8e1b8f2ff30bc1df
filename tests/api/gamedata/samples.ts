// Records of the game data module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';
import { insertItem } from './fixtures';

let n = 0;

const samples: ModuleSamples = async (db) => {
  const version = async () => (await db.insertInto('game_versions')
    .values({ name: `9.${++n}.0`, build: 40000 + n, released_at: new Date(Date.now() - n * 1000) }).returning('id').executeTakeFirstOrThrow()).id;
  const base = await version();
  return {
    game_versions: {
      insert: version,
      data: () => ({ name: `10.${++n}.1`, build: 50000 + n, releasedAt: '2025-03-01T00:00:00.000Z' }),
      // the same name on two versions would be refused (names are unique)
      bodies: { update_many: { data: { build: 61000 } } },
    },
    game_items: {
      insert: async () => (await insertItem(db, { game_version_id: base })).id,
      data: () => ({ type: 0, itemId: 800000 + ++n, gameVersionId: base, nameZh: '测试之剑', nameEn: 'Test Sword', quality: 3, itemLevel: 600 }),
      // the same (type, itemId, version) on two items would be refused (the key is unique)
      bodies: { update_many: { data: { itemLevel: 610 } } },
    },
  };
};
export default samples;
