// promotion_links (CRUD): a channel's tracked link; its all-time figures come
// from promotion_link_daily (one row per link per day, so a small sum).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { LINK_CODE_PATTERN, PROMOTION_LINKS, type PromotionLinkRecord } from '../../../contract/promotion_links';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { declaredColumns, writeColumnsOf } from '../../resources/declared';
import { trimmed } from '../../resources/mapping';
import type { Shape } from '../../resources/types';
import { defineResource } from '../../resources/types';
import './messages';

export const LINKS_KEY = 'mdr.channel.promotion';

const totals = sql`(SELECT link_id, sum(clicks) AS clicks, sum(visitors) AS visitors, sum(signups) AS signups,
  sum(orders) AS orders, sum(income_cents) AS income FROM promotion_link_daily GROUP BY link_id)`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('promotion_links')
  .leftJoin(totals.as('t'), (j) => j.onRef(sql.ref('t.link_id'), '=', 'promotion_links.id'))
  .select(declaredColumns(PROMOTION_LINKS, 'promotion_links', shape) as 'promotion_links.id'[])
  .select([
    sql<string>`coalesce(t.clicks, 0)`.as('clicks'), sql<string>`coalesce(t.visitors, 0)`.as('visitors'),
    sql<string>`coalesce(t.signups, 0)`.as('signups'), sql<string>`coalesce(t.orders, 0)`.as('orders'),
    sql<string>`coalesce(t.income, 0)`.as('income'),
  ]);

/** A short code nobody has to type twice: 7 characters of base62-ish randomness. */
export const newCode = (): string => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 7);

export const isHttpUrl = (value: string): boolean => {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && value.trim() === value;
  } catch {
    return false;
  }
};

/** Longest Location /r/ sends: proxies refuse larger answer headers (nginx buffers 4–8 KiB by default). */
export const TARGET_MAX_ENCODED = 2048;

/**
 * The address a visitor is sent to: the target as the WHATWG URL parser writes
 * it, so non-ASCII paths and queries are percent-encoded and an internationalised
 * host is punycode — a Location header may hold ASCII only. The target is kept
 * as staff typed it (readable in the panel); rows saved before this rule are
 * encoded here too. null: not an http(s) address one could send (never
 * redirected, never counted).
 */
export function redirectAddress(target: string): string | null {
  if (!isHttpUrl(target)) return null;
  const { href } = new URL(target);
  return /^[\x21-\x7e]+$/.test(href) && href.length <= TARGET_MAX_ENCODED ? href : null;
}

function checkTarget(target: string): void {
  if (!isHttpUrl(target)) throw invalidField('data.targetUrl', 'promotion_links.error.url');
  if (!redirectAddress(target)) throw invalidField('data.targetUrl', 'promotion_links.error.url_long', { max: TARGET_MAX_ENCODED });
}

const toColumns = writeColumnsOf(PROMOTION_LINKS);

export default defineResource({
  contract: PROMOTION_LINKS,
  description: 'Tracked links per channel: GET /r/<code> counts the click (and the day\'s unique visitor) and redirects; '
    + 'sign-ups and orders carry their link. Figures: all time here, any range through stats and daily.',
  table: 'promotion_links',
  permission: LINKS_KEY,
  query,
  columns: { incomeCents: 'income' },
  toInsert: (data) => ({ channel: 'other', name: '', target_url: '', ...toColumns(data), code: trimmed(data.code) || newCode() }),
  rules: {
    async validate(data, { id, db }) {
      if (typeof data.name === 'string' && !data.name.trim()) throw invalidField('data.name', 'error.blank');
      if (data.targetUrl !== undefined) checkTarget(String(data.targetUrl).trim());
      if (data.code !== undefined && String(data.code).trim() === '' && id !== null) throw invalidField('data.code', 'promotion_links.error.code');
      if (data.code !== undefined && String(data.code).trim() !== '') {
        const code = String(data.code).trim();
        if (!new RegExp(LINK_CODE_PATTERN).test(code)) throw invalidField('data.code', 'promotion_links.error.code');
        const other = await db.selectFrom('promotion_links').select('id').where('code', '=', code).executeTakeFirst();
        if (other && other.id !== id) throw invalidField('data.code', 'promotion_links.error.code_taken');
      }
    },
  },
  deleteBlocked: (l: PromotionLinkRecord) => (l.signups > 0 || l.orders > 0 ? 'promotion_links.error.has_traffic' : null),
});
