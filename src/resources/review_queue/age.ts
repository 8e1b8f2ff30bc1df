// Ages, claims and names as the queue's screens and record pages say them: "3 分钟", "陈静 · 审核中 · 3 分钟", "陈静、李伟".
import { useEffect, useState } from 'react';
import { useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { qk, type QueueItem } from './types';

/** How long since `since`, in the largest unit that reads well: under a minute, minutes under an hour, hours under two days, then days. */
export function ageOf(since: string, now: number): { key: string; n: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  // "0 分钟" read as a fault to the reviewers: a claim made seconds ago says so
  if (minutes < 1) return { key: qk('age.underMinute'), n: 1 };
  if (minutes < 60) return { key: qk('age.minutes'), n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: qk('age.hours'), n: hours };
  return { key: qk('age.days'), n: Math.floor(hours / 24) };
}

/** The time now, advanced every half minute (ages and claim labels). */
export const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => { const t = setInterval(() => setNow(Date.now()), 30_000); return () => clearInterval(t); }, []);
  return now;
};

/** "陈静 · 审核中 · 3 分钟": who holds the item and since when (the reader's own claim says so). */
export function useClaimLabel() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (item: Pick<QueueItem, 'claimedBy' | 'claimedAt'>, now: number): string | null => {
    if (!item.claimedBy || !item.claimedAt) return null;
    const age = ageOf(item.claimedAt, now);
    const mine = item.claimedBy.id === identity?.id;
    return translate(qk(mine ? 'claim.mine' : 'claim.other'), { name: item.claimedBy.name, age: translate(age.key, { n: age.n }) });
  };
}

/** Colleagues' names as a list in the reader's language: "陈静、李伟", "Chen Jing, Li Wei". */
export function useNameList() {
  const locale = useLocale();
  return (people: readonly { name: string }[]) => people.map((p) => p.name).join(locale.startsWith('zh') ? '、' : ', ');
}
