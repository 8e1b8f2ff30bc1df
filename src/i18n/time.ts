// Times as the platform counts them: in Beijing time (Asia/Shanghai), the zone
// of its days — the workplace's "today", the day filters, the rollups, the
// order numbers (contract/days.ts). A list opened from "orders today" then shows
// times of today, wherever the reader's browser is; a reader elsewhere also sees
// the zone ("GMT+8"), so no time is read as their own.
import { BEIJING_TIME_ZONE } from '../../contract/days';

const BEIJING_OFFSET_MINUTES = 480;

/** Whether the browser's clock reads Beijing's at `date` (no zone name is needed then). */
const browserIsBeijing = (date: Date) => -date.getTimezoneOffset() === BEIJING_OFFSET_MINUTES;

/** Intl options of a time (with `time`) or a day in Beijing time; the zone named for a reader elsewhere. */
export function beijingTimeOptions(time = true, at = new Date()): Intl.DateTimeFormatOptions {
  return { timeZone: BEIJING_TIME_ZONE, ...(time && !browserIsBeijing(at) ? { timeZoneName: 'short' } : {}) };
}

/** An API time (ISO 8601) in Beijing time, in the reader's locale; '' for none. */
export function formatTime(value: string | Date | null | undefined, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return date.toLocaleString(locale, beijingTimeOptions(true, date));
}

const INPUT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An API time as a `datetime-local` input shows it: Beijing wall time, to the minute (an input's value stays as it is). */
export function toBeijingInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && INPUT_VALUE.test(value)) return value;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(ms) ? '' : new Date(ms + BEIJING_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` input's value (Beijing wall time) as an API time (ISO 8601, UTC); null when it is no time. */
export function fromBeijingInput(local: string): string | null {
  const ms = Date.parse(`${local.length === 16 ? `${local}:00` : local}+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
