// Records of the builds module for the generated tests (tests/api/helpers/samples.ts).
import type { BuildStatus } from '../../../server/modules/builds';
import type { ModuleSamples } from '../helpers/samples';
import { buildSeed, insertBuild, ITEMS, TALENTS } from './fixtures';

const samples: ModuleSamples = async (db) => {
  const { ids, seed } = buildSeed();
  await seed(db);
  const gameVersionId = ids.versions.current;
  return {
    builds: {
      insert: (state) => insertBuild(db, { userId: ids.users.en, gameVersionId, status: (state ?? 'draft') as BuildStatus }),
      data: () => ({
        authorId: ids.users.zh, title: 'Sample build', wowClass: 'priest', spec: 'holy', gameVersionId,
        talentString: TALENTS, gear: { head: ITEMS.current[0] },
      }),
    },
  };
};
export default samples;
