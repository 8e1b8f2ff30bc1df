// The transparency report as CSV (UTF-8 with BOM, as every CSV of the API: csvStream):
// one section per block in the report's order, each line `section, figure, code,
// value`, the figures and values in the reader's language (contract/transparency.ts,
// the same words as the panel's page) and the raw code beside each labelled value, so
// a spreadsheet can still group by it. Minutes with one decimal; a missing median is empty.
import type { Lang } from '../../core/context';
import { t } from '../../core/i18n';
import { figureLabel, sectionLabel, valueLabel, type TransparencyFigure, type TransparencySection } from '../../../contract/transparency';
import type { TransparencyReport } from '../../../contract/records/transparency';

type Value = number | string | null;
type Line = [string, string, string, Value];
type Dimension = Parameters<typeof valueLabel>[0];

export const csvHeaders = (lang: Lang): string[] =>
  ['section', 'figure', 'code', 'value'].map((h) => t(lang, `transparency.csv.${h}`));

/** Writes one section's lines. */
class Section {
  private readonly name: string;
  constructor(private readonly lines: Line[], private readonly lang: Lang, section: TransparencySection) {
    this.name = sectionLabel(section, lang);
  }

  /** A figure, its words made of `parts` (figures or ready words) joined. */
  figure(parts: TransparencyFigure | string[], value: Value, code = ''): void {
    const words = typeof parts === 'string' ? figureLabel(parts, this.lang) : parts.join(' · ');
    this.lines.push([this.name, words, code, value]);
  }

  /** Each value of a dimension: "By reason: Spam". */
  counts(f: TransparencyFigure, dimension: Dimension, values: Record<string, number>): void {
    for (const [code, value] of Object.entries(values)) this.figure([`${this.words(f)}: ${this.value(dimension, code)}`], value, code);
  }

  words = (f: TransparencyFigure): string => figureLabel(f, this.lang);

  value = (dimension: Dimension, code: string): string => valueLabel(dimension, code, this.lang);
}

/** The report's lines, section by section. */
export function csvLines(r: TransparencyReport, lang: Lang): Line[] {
  const lines: Line[] = [];
  const section = (s: TransparencySection) => new Section(lines, lang, s);
  const period = section('period');
  period.figure('from', r.from);
  period.figure('to', r.to);
  const reports = section('reports');
  reports.figure('received', r.reports.received);
  reports.figure('merged', r.reports.merged);
  reports.counts('byReason', 'reportReason', r.reports.byReason);
  reports.counts('byTargetType', 'targetType', r.reports.byTargetType);
  const d = section('decisions');
  d.figure('total', r.decisions.total);
  d.figure('automated', r.decisions.automated);
  d.figure('human', r.decisions.human);
  d.counts('byAction', 'action', r.decisions.byAction);
  d.counts('byReason', 'reasonCode', r.decisions.byReason);
  d.counts('byRule', 'rule', r.decisions.byRule);
  d.counts('byStatus', 'status', r.decisions.byStatus);
  timeLines(r, section('timeToDecision'));
  appealLines(r, section('appeals'));
  const days = section('series');
  for (const day of r.series) {
    for (const f of ['reports', 'decisions', 'automated', 'appeals', 'overturned'] as const) days.figure(f, day[f], day.day);
  }
  return lines;
}

function timeLines(r: TransparencyReport, s: Section): void {
  const time = r.timeToDecision;
  for (const f of ['medianMinutes', 'p90Minutes', 'measured'] as const) s.figure(f, time[f]);
  for (const kind of ['human', 'automated'] as const) {
    for (const f of ['medianMinutes', 'p90Minutes', 'measured'] as const) s.figure([s.words(kind), s.words(f)], time[kind][f], kind);
  }
}

function appealLines(r: TransparencyReport, s: Section): void {
  const a = r.appeals;
  for (const f of ['received', 'decided', 'upheld', 'overturned', 'overturnRate'] as const) s.figure(f, a[f]);
  for (const [code, v] of Object.entries(a.byReason)) {
    const reason = `${s.words('byReason')}: ${s.value('reasonCode', code)}`;
    s.figure([reason, s.words('received')], v.received, code);
    s.figure([reason, s.words('overturned')], v.overturned, code);
  }
}
