import { qk } from './types';

/** How long since `since`, in the largest unit that reads well: minutes under an hour, hours under two days, then days. */
export function ageOf(since: string, now: number): { key: string; n: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return { key: qk('age.minutes'), n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: qk('age.hours'), n: hours };
  return { key: qk('age.days'), n: Math.floor(hours / 24) };
}
