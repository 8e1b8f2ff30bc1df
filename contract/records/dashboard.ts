// What the workplace's cards answer (/mdr/dashboard/<card>): a few shapes that
// every module's cards share, so the panel draws any module's card with the
// same components (src/dashboard). The panel imports only the types.
import { Type, type Static } from 'typebox';

const Day = Type.String({ format: 'date', description: 'a Beijing day (Asia/Shanghai)' });
const Point = Type.Object({ day: Day, value: Type.Integer() });

/** A count tile: named figures (each a link to the list behind it) and, for content, new rows per day. */
export const CountCardSchema = Type.Object({
  figures: Type.Record(Type.String(), Type.Integer(), { description: 'figure name → value (money in fen)' }),
  daily: Type.Array(Point, { description: 'rows created per day over the last 8 days, oldest first (content cards)' }),
});

export const Period = Type.Union([Type.Literal('all'), Type.Literal('month')], {
  description: "'all': all time; 'month': this Beijing month",
});
export const PeriodBody = Type.Object({ period: Type.Optional(Period) });

const RankRow = Type.Object({
  id: Type.Integer({ description: 'the author or user' }),
  name: Type.String(),
  value: Type.Integer({ description: 'what the ranking is by (money in fen)' }),
});
/** Top-10 lists of one period, each named (e.g. byOrders, byIncome). */
export const RankingCardSchema = Type.Object({
  period: Period,
  lists: Type.Record(Type.String(), Type.Array(RankRow)),
});

/** The five most viewed items of a content type, with their views of the last 7 days against the 7 before. */
export const PopularCardSchema = Type.Object({
  rows: Type.Array(Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    views: Type.Integer({ description: 'all time' }),
    lastWeek: Type.Integer(),
    growth: Type.Union([Type.Number(), Type.Null()], { description: 'lastWeek / the week before - 1; null when the week before had none' }),
  })),
});

/** Daily active users over 30 days and monthly actives of this month. */
export const ActiveUsersCardSchema = Type.Object({
  daily: Type.Array(Point),
  monthly: Type.Integer(),
  lastMonth: Type.Integer(),
});

export type CountCardData = Static<typeof CountCardSchema>;
export type RankingCardData = Static<typeof RankingCardSchema>;
export type PopularCardData = Static<typeof PopularCardSchema>;
export type ActiveUsersCardData = Static<typeof ActiveUsersCardSchema>;
export type DashboardPeriod = Static<typeof Period>;
