// The sample API's delay (600 to 1000 ms, docs/domain.md "The sample API"), adjustable so unit tests
// need not wait for it.
import { delay } from 'msw';

export interface DelayRange { min: number; max: number }

export const SAMPLE_DELAY: DelayRange = { min: 600, max: 1000 };

let range: DelayRange = { ...SAMPLE_DELAY };

/** `setSampleDelay(0)` in tests; `setSampleDelay(SAMPLE_DELAY)` restores the spec's range. */
export function setSampleDelay(value: number | DelayRange): void {
  const next = typeof value === 'number' ? { min: value, max: value } : { ...value };
  if (!(next.min >= 0 && next.max >= next.min)) throw new RangeError(`bad sample delay ${next.min}..${next.max}`);
  range = next;
}

/** A duration within the current range; `random` is Math.random's kind of number. */
export const pickDelay = (random: number = Math.random()): number =>
  Math.round(range.min + random * (range.max - range.min));

export async function sampleDelay(): Promise<void> {
  const ms = pickDelay();
  if (ms > 0) await delay(ms);
}
