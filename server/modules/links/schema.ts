// Kysely types of the promotion link tables (migrations/0016_promotion_links.sql), merged into DB.
import type { ColumnType } from 'kysely';
import type { PROMOTION_LINKS } from '../../../contract/promotion_links';
import type { TableOf } from '../../db/declared-table';

/** The declared columns (contract/promotion_links.ts); `paused` and `version` have a DEFAULT. */
export type PromotionLinksTable = TableOf<typeof PROMOTION_LINKS.fields, 'paused' | 'version'>;

type Count = ColumnType<string | number, number | undefined, number>;

export interface PromotionLinkDailyTable {
  link_id: number;
  day: ColumnType<string, string, string>;
  clicks: Count;
  visitors: Count;
  signups: Count;
  orders: Count;
  income_cents: Count;
}

declare module '../../db/schema' {
  interface DB {
    promotion_links: PromotionLinksTable;
    promotion_link_daily: PromotionLinkDailyTable;
  }
}
