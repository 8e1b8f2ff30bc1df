// A report case and its reports as the API answers them (derived from the declaration with the
// shapes of its lists), and the report settings; the panel imports only the types.
import { Type, type Static } from 'typebox';
import { REPORTS } from '../reports';
import type { ListItemOf, RecordOf } from '../fields';
import { listItemSchemaOf, recordSchemaOf } from './declared';
import { DateTime, Nullable } from './schema';

/** One report of a case. */
export const ReportEntrySchema = Type.Object({
  id: Type.Integer(),
  reporterId: Type.Integer(),
  reporterAccuracy: Nullable(Type.Number({ description: '0–1 over the reporter\'s last 100 decided reports; null before any' })),
  reason: Type.String(),
  text: Type.String(),
  merged: Type.Integer({ description: 'later reports of the same reporter within 24 h counted into this one' }),
  createdAt: DateTime,
});

const lists = {
  reasons: Type.Record(Type.String(), Type.Integer()),
  reports: Type.Array(ReportEntrySchema),
};
export const ReportCaseListItemSchema = listItemSchemaOf(REPORTS, lists);
export const ReportCaseSchema = recordSchemaOf(REPORTS, lists);

/** /mdr/report_settings/get (one row: no id). */
export const ReportSettingsSchema = Type.Object({
  visibleScore: Type.Number({ description: 'a case reaches the desk at or above it' }),
  autoHideScore: Type.Number({ description: 'a case\'s published target is hidden at once at or above it' }),
  weights: Type.Record(Type.String(), Type.Number(), { description: 'each reason\'s weight' }),
  version: Type.Integer(),
});

type Lists = { reasons: Record<string, number>; reports: ReportEntry[] };
export type ReportCaseRecord = Omit<RecordOf<typeof REPORTS.fields>, keyof Lists> & Lists;
export type ReportCaseListItem = Omit<ListItemOf<typeof REPORTS.fields>, keyof Lists> & Omit<Lists, 'reports'>;
export type ReportEntry = Static<typeof ReportEntrySchema>;
export type ReportSettings = Static<typeof ReportSettingsSchema>;
