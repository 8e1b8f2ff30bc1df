// A period of Beijing days, as the report routes take it: `{ from, to }`
// (YYYY-MM-DD, both included; the body schema checks the format), the same way
// the reconciliation's and the audit trail's day ranges are given. A reversed,
// too long or future range is -1 naming the field, before any query runs.
import { Type } from 'typebox';
import { beijingDayStart, beijingToday } from '../../../contract/days';
import { invalidField } from '../../core/errors';

/** A year and a day: last year's same period, compared, fits. */
export const MAX_DAYS = 366;

const Day = (description: string) => Type.String({ format: 'date', description });
export const PeriodFields = {
  from: Day('first Beijing day (YYYY-MM-DD)'),
  to: Day('last Beijing day (YYYY-MM-DD), included'),
};
export const PeriodBody = Type.Object(PeriodFields, { additionalProperties: false });

export interface Period {
  from: string;
  to: string;
  /** the first moment of `from` and of the day after `to`: rows are counted in [start, end) */
  start: Date;
  end: Date;
  days: number;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The period of `{ from, to }`, or -1 on the field at fault. */
export function periodOf({ from, to }: { from: string; to: string }): Period {
  if (Number.isNaN(dayNumber(from))) throw invalidField('from', 'transparency.error.day');
  if (Number.isNaN(dayNumber(to))) throw invalidField('to', 'transparency.error.day');
  if (to < from) throw invalidField('to', 'transparency.error.order');
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days > MAX_DAYS) throw invalidField('to', 'transparency.error.range', { max: MAX_DAYS });
  if (from > beijingToday()) throw invalidField('from', 'transparency.error.future');
  return { from, to, start: beijingDayStart(from), end: beijingDayStart(to, 1), days };
}
