// A promotion link as the API answers it (all-time figures), and a range's figures per link and per day.
import { Type, type Static } from 'typebox';
import { PROMOTION_LINKS } from '../promotion_links';
import type { RecordOf } from '../fields';
import { recordSchemaOf } from './declared';
import { MoneyFigure } from './schema';

const figures = {
  clicks: Type.Integer(),
  visitors: Type.Integer({ description: 'unique visitors, counted per day' }),
  signups: Type.Integer(),
  orders: Type.Integer({ description: 'orders paid' }),
  incomeCents: MoneyFigure('promotion_links', Type.Integer({ description: 'net of refunds (fen)' })),
};
export const LinkFigures = Type.Object(figures);

export const PromotionLinkSchema = recordSchemaOf(PROMOTION_LINKS);

/** Each link's figures over a range, and all links together. */
export const LinkStatsSchema = Type.Object({
  totals: LinkFigures,
  links: Type.Array(Type.Object({ id: Type.Integer(), ...figures })),
});

/** One link's figures per day of a range (every day, oldest first). */
export const LinkDailySchema = Type.Object({
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...figures })),
});

export type PromotionLinkRecord = RecordOf<typeof PROMOTION_LINKS.fields>;
export type LinkStats = Static<typeof LinkStatsSchema>;
export type LinkDaily = Static<typeof LinkDailySchema>;
