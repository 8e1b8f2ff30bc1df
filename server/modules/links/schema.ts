// Kysely types of the promotion link tables (migrations/0016_promotion_links.sql), merged into DB.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

export interface PromotionLinksTable {
  id: Generated<number>;
  channel: string;
  name: string;
  code: string;
  target_url: string;
  paused: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

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
