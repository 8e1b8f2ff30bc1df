export const LINK_RESOURCE = 'channel_promotion/link';
export const LINK_WRITABLE = ['channel', 'name', 'code', 'targetUrl', 'paused'] as const;
export type { PromotionLinkRecord, LinkStats, LinkDaily } from '../../../contract/promotion_links';
