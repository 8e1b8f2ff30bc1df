// The platform counts by Beijing days (Asia/Shanghai, UTC+8 all year, no
// daylight saving): the workplace's "today", the rollups' days, the click
// counter's daily salt. One definition for the panel and the API; the
// database's own is mdr_beijing_day (server/db/migrations/0010_rollups.sql).

/** The platform's time zone: its days, and the times the panel shows. */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The platform's zone: exports write times in it when the reader names none. */
export const PLATFORM_TIME_ZONE = BEIJING_TIME_ZONE;

/** Today (or the day of `now`) as a Beijing day, YYYY-MM-DD. */
export const beijingToday = (now = Date.now()): string => new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The first day of this Beijing month, YYYY-MM-DD. */
export const beijingMonthStart = (now = Date.now()): string => `${beijingToday(now).slice(0, 8)}01`;

/** The first moment of the Beijing day `day` (YYYY-MM-DD), `days` later: a day filter's bound. */
export const beijingDayStart = (day: string, days = 0): Date =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + days * 86_400_000);
