// The range the traffic list opens on: the last 30 Beijing days.
import { beijingToday } from '../../../contract/days';

export const DEFAULT_DAYS = 30;

export function defaultRange(now = Date.now()): { dayFrom: string; dayTo: string } {
  const dayTo = beijingToday(now);
  const dayFrom = new Date(Date.parse(dayTo) - (DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { dayFrom, dayTo };
}
