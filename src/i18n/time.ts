// Times as the platform counts them: in Beijing time (Asia/Shanghai), the zone
// of its days — the workplace's "today", the day filters, the rollups, the
// order numbers (contract/days.ts). A list opened from "orders today" then shows
// times of today, wherever the reader's browser is. One format in both languages,
// `2026-11-15 19:13:52`: sortable by eye, never wrapped between date and time; the
// zone is named once, in the column header or the field's label (ZONE), not in each cell.

const BEIJING_OFFSET_MINUTES = 480;

/** The zone every time is shown in, as a column header or a label names it. */
export const ZONE = 'UTC+8';

/** The Beijing wall time of an API time as `YYYY-MM-DDTHH:mm:ss`; undefined when it is no time. */
function beijingWall(value: string | number | Date): string | undefined {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms + BEIJING_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19);
}

/** An API time (ISO 8601) as `2026-11-15 19:13:52` in Beijing time; '' for none. */
export function formatTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return beijingWall(value)?.replace('T', ' ') ?? '';
}

/** An API time or day as `2026-11-15` (the Beijing day of a time); '' for none. */
export function formatDay(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // a bare day ('2026-11-15') is that day, not the Beijing day of its UTC midnight
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return beijingWall(value)?.slice(0, 10) ?? '';
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
