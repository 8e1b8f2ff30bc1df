// One author's day of traffic (from its declaration, contract/author_traffic.ts), and a
// range's totals and series, as the API answers them (income in fen).
import { Type, type Static } from 'typebox';
import { AUTHOR_TRAFFIC, TRAFFIC_FIGURES, type TrafficFigure } from '../author_traffic';
import type { RecordOf } from '../fields';
import { recordSchemaOf } from './declared';
import { MoneyFigure } from './schema';

export const TrafficSchema = recordSchemaOf(AUTHOR_TRAFFIC);

/** The figures of the record (typed by the declaration: the schema is built from it at run time). */
export const TrafficTotals = Type.Unsafe<Pick<TrafficRecord, TrafficFigure>>(Type.Pick(TrafficSchema, TRAFFIC_FIGURES));

/** A range's totals row, and per day the views and income of one author, all, or each top author. */
export const TrafficSummarySchema = Type.Object({
  totals: TrafficTotals,
  days: Type.Array(Type.String({ format: 'date', description: 'a Beijing day' }), { description: 'every day of the range, oldest first' }),
  series: Type.Array(Type.Object({
    authorId: Type.Union([Type.Integer(), Type.Null()], { description: 'null: all authors together' }),
    authorName: Type.String(),
    views: Type.Array(Type.Integer(), { description: 'one per day of `days`' }),
    incomeCents: MoneyFigure('author_traffic', Type.Array(Type.Integer())),
  })),
});

export type TrafficRecord = RecordOf<typeof AUTHOR_TRAFFIC.fields>;
export type TrafficSummary = Static<typeof TrafficSummarySchema>;
