// One author's day of traffic, and a range's totals and series, as the API answers them (income in fen).
import { Type, type Static } from '@sinclair/typebox';
import { AUTHOR_TRAFFIC } from '../author_traffic';
import { MoneyFigure, labelled } from './schema';

const Day = Type.String({ format: 'date', description: 'a Beijing day' });

const figures = {
  views: Type.Integer(),
  visitors: Type.Integer(),
  likes: Type.Integer(),
  followers: Type.Integer({ description: 'new followers (net: may be negative)' }),
  orders: Type.Integer({ description: 'orders paid that day' }),
  incomeCents: MoneyFigure('author_traffic', Type.Integer({ description: 'what they brought, net of refunds (fen)' })),
};

export const TrafficSchema = Type.Object(labelled({
  id: Type.Integer(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  day: Day,
  ...figures,
}, AUTHOR_TRAFFIC.labels['en-US'].fields));

export const TrafficTotals = Type.Object(figures);

/** A range's totals row, and per day the views and income of one author, all, or each top author. */
export const TrafficSummarySchema = Type.Object({
  totals: TrafficTotals,
  days: Type.Array(Day, { description: 'every day of the range, oldest first' }),
  series: Type.Array(Type.Object({
    authorId: Type.Union([Type.Integer(), Type.Null()], { description: 'null: all authors together' }),
    authorName: Type.String(),
    views: Type.Array(Type.Integer(), { description: 'one per day of `days`' }),
    incomeCents: MoneyFigure('author_traffic', Type.Array(Type.Integer())),
  })),
});

export type TrafficRecord = Static<typeof TrafficSchema>;
export type TrafficSummary = Static<typeof TrafficSummarySchema>;
