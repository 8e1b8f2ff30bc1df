// Records of the promotion links module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';

let n = 0;

const samples: ModuleSamples = async (db) => ({
  promotion_links: {
    insert: async () => (await db.insertInto('promotion_links').values({
      channel: 'bilibili', name: `Sample link ${++n}`, code: `smp${process.pid % 1000}x${n}${Date.now() % 100000}`,
      target_url: 'https://wow.example.com/guides',
    }).returning('id').executeTakeFirstOrThrow()).id,
    data: () => ({ channel: 'weibo', name: `Sample ${++n}`, targetUrl: 'https://wow.example.com/builds' }),
  },
});
export default samples;
