// Demo promotion links: ids 1–30, the ones the demo orders already name
// (server/modules/orders/seed/orders.ts), across the channels, in both
// languages, two paused. A quarter of the players signed up through one; clicks
// and unique visitors over 90 days follow the sign-ups and orders each day
// brought (the triggers wrote those as the rows went in). Deterministic.
import { sql } from 'kysely';
import { LINK_CHANNELS } from '../../../contract/promotion_links';
import type { SeedStep } from '../../seed/types';

export const DEMO_LINKS = 30;
const DAYS = 90;

const NAMES: Record<(typeof LINK_CHANNELS)[number], [string, string]> = {
  bilibili: ['B站UP主合作', 'Bilibili creator collab'],
  douyin: ['抖音短视频投放', 'Douyin short video'],
  wechat: ['公众号推文', 'WeChat article'],
  weibo: ['微博话题', 'Weibo topic'],
  qq: ['QQ群推广', 'QQ group'],
  other: ['论坛置顶帖', 'Forum pinned post'],
};

export const linksStep: SeedStep = {
  name: 'promotion links',
  async run({ trx, now }) {
    const rows = Array.from({ length: DEMO_LINKS }, (_, i) => {
      const channel = LINK_CHANNELS[i % LINK_CHANNELS.length];
      const [zh, en] = NAMES[channel];
      const n = Math.floor(i / LINK_CHANNELS.length) + 1;
      return {
        id: i + 1, channel, name: i % 3 === 2 ? `${en} #${n}` : `${zh} · 第${n}期`,
        code: `${channel.slice(0, 2)}${String(i + 1).padStart(2, '0')}${['wow', 'raid', 'pvp', 'mplus', 'gold'][i % 5]}`,
        target_url: `https://wow.example.com/${['download', 'guides', 'builds', 'live', 'power'][i % 5]}?utm_source=${channel}&utm_campaign=${i + 1}`,
        paused: i === 7 || i === 22,
        created_at: new Date(now.getTime() - (120 - i * 3) * 86_400_000),
      };
    });
    await trx.insertInto('promotion_links').values(rows).execute();
    await sql`SELECT setval(pg_get_serial_sequence('promotion_links', 'id'), ${DEMO_LINKS})`.execute(trx);
    // a quarter of the players came through a link (the trigger counts them per day)
    await sql`UPDATE users SET signup_link_id = 1 + abs(hashtext(id::text || 'link')) % ${DEMO_LINKS}
      WHERE abs(hashtext(id::text || 'came')) % 100 < 25 AND signup_link_id IS NULL`.execute(trx);
    await sql`
      INSERT INTO promotion_link_daily (link_id, day, clicks, visitors)
      SELECT l.id, mdr_beijing_day(${now}::timestamptz) - d, c, (c * 0.72)::int
      FROM promotion_links l CROSS JOIN generate_series(0, ${DAYS - 1}) AS d
      CROSS JOIN LATERAL (SELECT (5 + abs(hashtext(l.id::text || ':' || d::text)) % 40) AS c) x
      WHERE l.created_at <= ${now}::timestamptz - make_interval(days => d)
      ORDER BY 1, 2
      ON CONFLICT (link_id, day) DO UPDATE SET
        clicks = excluded.clicks + promotion_link_daily.signups * 6 + promotion_link_daily.orders * 3,
        visitors = ((excluded.clicks + promotion_link_daily.signups * 6 + promotion_link_daily.orders * 3) * 0.72)::int
          + promotion_link_daily.signups`.execute(trx);
    const count = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(trx)).rows[0].n);
    return { promotion_links: await count('promotion_links'), promotion_link_daily: await count('promotion_link_daily') };
  },
};
