export const LINK_RESOURCE = 'channel_promotion/link';
export type { PromotionLinkRecord, LinkStats, LinkDaily } from '../../../contract/promotion_links';
