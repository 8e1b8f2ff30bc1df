// The transparency report's and the reviewers' figures (server/modules/transparency,
// docs/transparency.md): one declaration of each answer, the API's validation and
// OpenAPI and the panel's types (src/resources/transparency) alike. The block and
// figure names of the report are the ones the design fixes; the rest are extras for
// the charts.
import { Type, type Static } from 'typebox';
import { Nullable } from './schema';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Counts = (description: string) => Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description });
const Minutes = (description: string) => Nullable(Type.Number({ minimum: 0, description: `minutes, one decimal: ${description}; null when nothing was measured` }));
const Share = (description: string) => Nullable(Type.Number({ minimum: 0, maximum: 1, description: `0–1: ${description}; null when there is nothing to divide by` }));

const Durations = Type.Object({
  medianMinutes: Minutes('the median'),
  p90Minutes: Minutes('the 90th percentile (continuous)'),
  measured: Count('decisions with a start to measure from (reported_at or submitted_at)'),
});

export const TimeToDecisionSchema = Type.Object({
  ...Durations.properties,
  human: Durations,
  automated: Durations,
}, { description: 'decided_at − coalesce(reported_at, submitted_at) of the period\'s decisions having either' });

export const AppealReasonSchema = Type.Object({ received: Count('appeals received'), overturned: Count('appeals overturned') });

export const TransparencyDaySchema = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD (Beijing)' }),
  reports: Count('reports received that day'),
  decisions: Count('decisions taken that day'),
  automated: Count('of them automated'),
  appeals: Count('appeals received that day'),
  overturned: Count('appeals overturned that day'),
});

export const TransparencyReportSchema = Type.Object({
  from: Type.String({ description: 'first Beijing day' }),
  to: Type.String({ description: 'last Beijing day, included' }),
  reports: Type.Object({
    received: Count('reports received in the period (a reporter\'s repeat on one target within 24 h is merged, counted once)'),
    merged: Count('repeats merged into those reports'),
    byReason: Counts('reports received per reason (every reason, 0 included)'),
    byTargetType: Counts('reports received per target type (every type, 0 included)'),
  }),
  decisions: Type.Object({
    total: Count('decisions taken in the period, whatever became of them'),
    byAction: Counts('per action (every action, 0 included)'),
    byReason: Counts('per reason code (the codes that occur)'),
    byRule: Counts('per community rule of the reason code (the rules that occur)'),
    automated: Count('taken automatically (an auto-hide on players\' reports)'),
    human: Count('taken by a staff member'),
    byStatus: Counts('per present status: standing, overturned, reversed'),
  }),
  timeToDecision: TimeToDecisionSchema,
  appeals: Type.Object({
    received: Count('appeals received in the period'),
    decided: Count('appeals decided in the period'),
    upheld: Count('of those decided, upheld'),
    overturned: Count('of those decided, overturned'),
    overturnRate: Share('overturned / decided'),
    byReason: Type.Record(Type.String(), AppealReasonSchema, { description: 'per reason code of the appealed decision: received, overturned (as above)' }),
  }),
  series: Type.Array(TransparencyDaySchema, { description: 'one entry per Beijing day of the period, oldest first' }),
});

export const ReviewerStatsSchema = Type.Object({
  id: Type.Integer({ description: 'the staff member (admins.id)' }),
  name: Type.String(),
  username: Type.String(),
  decisions: Count('decisions they took in the period'),
  decisionsPerDay: Type.Number({ minimum: 0, description: 'decisions / days of the period, two decimals' }),
  medianHandlingMinutes: Minutes('median time to decision of those decisions'),
  appealsDecided: Count('appeals decided (so far) against those decisions'),
  overturned: Count('of them overturned'),
  shareOverturned: Share('overturned / appealsDecided'),
});

export const ReviewersStatsSchema = Type.Object({
  from: Type.String(), to: Type.String(),
  days: Type.Integer({ minimum: 1, description: 'days in the period' }),
  list: Type.Array(ReviewerStatsSchema, { description: 'every staff member who took a decision in the period, most decisions first' }),
});

export type TransparencyReport = Static<typeof TransparencyReportSchema>;
export type TimeToDecision = Static<typeof TimeToDecisionSchema>;
export type TransparencyDay = Static<typeof TransparencyDaySchema>;
export type ReviewerStats = Static<typeof ReviewerStatsSchema>;
export type ReviewersStats = Static<typeof ReviewersStatsSchema>;
