// GET /r/<code>: a promotion link's public address. Finds the link, writes its
// target as an ASCII address (redirectAddress in ./links), then one statement
// counts the click and — first time today for this visitor — the unique
// visitor, and the answer is a 302 there. A paused or unknown code, or a target
// that cannot be sent, answers a plain page in the visitor's language, no
// redirect and nothing counted.
// The visitor is a hash of the day's random salt, the address and the user
// agent; the raw address is never stored, and old salts are dropped.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import type { Lang } from '../../core/context';
import { beijingToday } from '../../../contract/days';
import { redirectAddress } from './links';

/** The day's salt, made once per day (any server may make it: the first insert wins); yesterday's are deleted. */
class Salts {
  private day = '';
  private salt = '';
  constructor(private readonly db: Kysely<DB>) {}
  async today(): Promise<{ day: string; salt: string }> {
    const day = beijingToday();
    if (day !== this.day) {
      await sql`INSERT INTO promotion_link_salts (day, salt) VALUES (${day}, ${randomBytes(24).toString('base64')}) ON CONFLICT DO NOTHING`.execute(this.db);
      const { rows } = await sql<{ salt: string }>`SELECT salt FROM promotion_link_salts WHERE day = ${day}`.execute(this.db);
      await sql`DELETE FROM promotion_link_salts WHERE day < ${day}`.execute(this.db);
      await sql`DELETE FROM promotion_link_visitors WHERE day < ${day}`.execute(this.db);
      this.day = day;
      this.salt = rows[0].salt;
    }
    return { day: this.day, salt: this.salt };
  }
}

const langOf = (request: FastifyRequest): Lang => (/^\s*en/i.test(String(request.headers['accept-language'] ?? '')) ? 'en-US' : 'zh-CN');

type PageKey = 'paused' | 'unknown' | 'broken';
const page = (lang: Lang, key: PageKey) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t(lang, 'promotion_links.page.title')}</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1d2129">
<main><h1 style="font-size:20px">${t(lang, 'promotion_links.page.title')}</h1><p>${t(lang, `promotion_links.page.${key}`)}</p></main></body></html>`;

/**
 * One statement: the day's click and — first time today for this visitor — the
 * unique visitor (nothing if the link was deleted since it was read).
 */
async function countClick(db: Kysely<DB>, { day, salt }: { day: string; salt: string }, linkId: number, request: FastifyRequest) {
  const visitor = createHash('sha256').update(`${salt}\n${request.ip}\n${request.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 22);
  await sql`
    WITH l AS (SELECT id FROM promotion_links WHERE id = ${linkId}),
    v AS (INSERT INTO promotion_link_visitors (link_id, day, visitor) SELECT id, ${day}::date, ${visitor} FROM l
          ON CONFLICT DO NOTHING RETURNING 1)
    INSERT INTO promotion_link_daily (link_id, day, clicks, visitors)
    SELECT id, ${day}::date, 1, (SELECT count(*) FROM v) FROM l
    ON CONFLICT (link_id, day) DO UPDATE SET clicks = promotion_link_daily.clicks + 1,
      visitors = promotion_link_daily.visitors + excluded.visitors`.execute(db);
}

interface Link { id: number; target_url: string; paused: boolean }

export const clickRoutes: FastifyPluginAsync = async (app) => {
  const salts = new Salts(app.db);
  app.get<{ Params: { code: string } }>('/r/:code', {
    schema: { hide: true },
  }, async (request, reply) => {
    const code = request.params.code;
    const lang = langOf(request);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const unavailable = (key: PageKey) => reply.code(404).type('text/html; charset=utf-8').send(page(lang, key));
    if (!/^[A-Za-z0-9_-]{3,32}$/.test(code)) return unavailable('unknown');
    const { rows } = await sql<Link>`SELECT id, target_url, paused FROM promotion_links WHERE code = ${code}`.execute(app.db);
    const link = rows[0];
    if (!link || link.paused) return unavailable(link ? 'paused' : 'unknown');
    // encoded before anything is counted: a click is only a visit that was sent on
    const location = redirectAddress(link.target_url);
    if (!location) {
      request.log.warn({ linkId: link.id }, 'promotion link target cannot be sent as an address');
      return unavailable('broken');
    }
    await countClick(app.db, await salts.today(), link.id, request);
    return reply.redirect(location, 302);
  });
};
