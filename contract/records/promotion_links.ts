// A promotion link as the API answers it (all-time figures), and a range's figures per link and per day.
import { Type, type Static } from '@sinclair/typebox';
import { LINK_CHANNELS, PROMOTION_LINKS } from '../promotion_links';
import { DateTime, MoneyFigure, StringEnum, labelled } from './schema';

export const LinkChannelSchema = StringEnum(LINK_CHANNELS);

const figures = {
  clicks: Type.Integer(),
  visitors: Type.Integer({ description: 'unique visitors, counted per day' }),
  signups: Type.Integer(),
  orders: Type.Integer({ description: 'orders paid' }),
  incomeCents: MoneyFigure('promotion_links', Type.Integer({ description: 'net of refunds (fen)' })),
};
export const LinkFigures = Type.Object(figures);

export const PromotionLinkSchema = Type.Object(labelled({
  id: Type.Integer(),
  channel: LinkChannelSchema,
  name: Type.String(),
  code: Type.String(),
  targetUrl: Type.String(),
  paused: Type.Boolean(),
  ...figures,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, PROMOTION_LINKS.labels['en-US'].fields));

/** Each link's figures over a range, and all links together. */
export const LinkStatsSchema = Type.Object({
  totals: LinkFigures,
  links: Type.Array(Type.Object({ id: Type.Integer(), ...figures })),
});

/** One link's figures per day of a range (every day, oldest first). */
export const LinkDailySchema = Type.Object({
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...figures })),
});

export type PromotionLinkRecord = Static<typeof PromotionLinkSchema>;
export type LinkStats = Static<typeof LinkStatsSchema>;
export type LinkDaily = Static<typeof LinkDailySchema>;
