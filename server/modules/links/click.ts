// GET /r/<code>: a promotion link's public address. One statement finds the
// link, counts the click and — first time today for this visitor — the unique
// visitor, then answers 302 to the target. A paused or unknown code answers a
// plain page in the visitor's language, no redirect and nothing counted.
// The visitor is a hash of the day's random salt, the address and the user
// agent; the raw address is never stored, and old salts are dropped.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { t } from '../../core/i18n';
import type { Lang } from '../../core/context';
import { beijingToday } from '../../../src/contract/days';

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

const page = (lang: Lang, key: 'paused' | 'unknown') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t(lang, 'promotion_links.page.title')}</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1d2129">
<main><h1 style="font-size:20px">${t(lang, 'promotion_links.page.title')}</h1><p>${t(lang, `promotion_links.page.${key}`)}</p></main></body></html>`;

interface Hit { target_url: string; paused: boolean }

export const clickRoutes: FastifyPluginAsync = async (app) => {
  const salts = new Salts(app.db);
  app.get<{ Params: { code: string } }>('/r/:code', {
    schema: { hide: true },
  }, async (request, reply) => {
    const code = request.params.code;
    const lang = langOf(request);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!/^[A-Za-z0-9_-]{3,32}$/.test(code)) return reply.code(404).type('text/html; charset=utf-8').send(page(lang, 'unknown'));
    const { day, salt } = await salts.today();
    const visitor = createHash('sha256').update(`${salt}\n${request.ip}\n${request.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 22);
    const { rows } = await sql<Hit>`
      WITH l AS (SELECT id, target_url, paused FROM promotion_links WHERE code = ${code}),
      v AS (INSERT INTO promotion_link_visitors (link_id, day, visitor) SELECT id, ${day}::date, ${visitor} FROM l WHERE NOT paused
            ON CONFLICT DO NOTHING RETURNING 1),
      c AS (INSERT INTO promotion_link_daily (link_id, day, clicks, visitors)
            SELECT id, ${day}::date, 1, (SELECT count(*) FROM v) FROM l WHERE NOT paused
            ON CONFLICT (link_id, day) DO UPDATE SET clicks = promotion_link_daily.clicks + 1,
              visitors = promotion_link_daily.visitors + excluded.visitors
            RETURNING 1)
      SELECT l.target_url, l.paused, (SELECT count(*) FROM c) AS counted FROM l`.execute(app.db);
    const hit = rows[0];
    if (!hit || hit.paused) return reply.code(404).type('text/html; charset=utf-8').send(page(lang, hit ? 'paused' : 'unknown'));
    return reply.redirect(hit.target_url, 302);
  });
};
