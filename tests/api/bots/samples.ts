// Records of the bots module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';

let n = 0;
/** The key of the last sample bot: revoke_key's generated keyId could not name it. */
let lastKeyId = 0;

const samples: ModuleSamples = async (db) => ({
  bots: {
    insert: async () => {
      const bot = await db.insertInto('bots').values({ name: `sample bot ${++n}`, scopes: ['articles:read'], owner_contact: `owner${n}@partner.example` })
        .returning('id').executeTakeFirstOrThrow();
      // a live key, so revoke_key has something to revoke
      const key = await db.insertInto('bot_keys').values({ bot_id: bot.id, prefix: 'mdrb_sample', key_hash: `sample-${bot.id}` })
        .returning('id').executeTakeFirstOrThrow();
      lastKeyId = key.id;
      return bot.id;
    },
    data: () => ({ name: 'Sample bot', scopes: ['articles:read'], ratePerMinute: 60 }),
    // read when the call is made, after its bot (and key) was inserted
    bodies: { get revoke_key() { return { keyId: lastKeyId }; } },
  },
});
export default samples;
