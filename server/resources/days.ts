// Day filters of every list: a `from` and a `to` day (YYYY-MM-DD, both
// included) on a timestamp column, read as Beijing days (contract/days.ts), the
// days the workplace's rollups count in (mdr_beijing_day), so a figure's link
// "new today" opens exactly the rows the figure counted, wherever the reader is.
import { Type } from 'typebox';
import { beijingDayStart } from '../../contract/days';
import { filterOf, type FilterDef } from './types';

const Day = (description: string) => Type.String({ format: 'date', description });

/** `from` and `to` filters on `column`: rows whose time falls on those Beijing days or between them. */
export function dayFilters<F extends string, T extends string>(from: F, to: T, column: string, what: string): Record<F | T, FilterDef> {
  return {
    [from]: filterOf(Day(`${what} on or after this Beijing day (YYYY-MM-DD)`),
      (q, v) => q.where(column, '>=', beijingDayStart(v))),
    [to]: filterOf(Day(`${what} on or before this Beijing day (YYYY-MM-DD)`),
      (q, v) => q.where(column, '<', beijingDayStart(v, 1))),
  } as Record<F | T, FilterDef>;
}
