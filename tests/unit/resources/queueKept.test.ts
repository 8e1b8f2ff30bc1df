// The review queue page's open item and claim through a remount (a language
// switch re-keys the whole app): src/resources/review_queue/kept.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRACE_MS, keepQueue, keptQueue, leaveQueue, stayInQueue, type KeptQueue } from '../../../src/resources/review_queue/kept';

const state: KeptQueue = {
  type: 'builds', done: false, held: { type: 'builds', id: 7 }, skipped: [],
  current: { type: 'builds', id: 7, title: 'Frost Mage', summary: '', waitingSince: '2026-11-20T00:00:00Z', overdue: false } as KeptQueue['current'],
};

afterEach(() => { vi.useRealTimers(); stayInQueue(false); });

describe('the queue page\'s kept state', () => {
  it('a remount takes up the open item and keeps its claim', () => {
    vi.useFakeTimers();
    const letGo = vi.fn();
    keepQueue(state);
    leaveQueue(letGo, true);
    expect(keptQueue()).toEqual(state);
    stayInQueue(true);
    vi.advanceTimersByTime(GRACE_MS * 2);
    expect(letGo).not.toHaveBeenCalled();
  });

  it('closing in place with no page taking it up lets go of the claim after the grace, and forgets', () => {
    vi.useFakeTimers();
    const letGo = vi.fn();
    keepQueue(state);
    leaveQueue(letGo, true);
    vi.advanceTimersByTime(GRACE_MS);
    expect(letGo).toHaveBeenCalledOnce();
    expect(keptQueue()).toBeNull();
  });

  it('navigating away lets go at once, and the next visit starts afresh', () => {
    const letGo = vi.fn();
    keepQueue(state);
    leaveQueue(letGo, false);
    expect(letGo).toHaveBeenCalledOnce();
    expect(keptQueue()).toBeNull();
  });
});
