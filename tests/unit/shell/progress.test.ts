import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, PROGRESS } from '../../../src/layout/progress/progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('progress bar state', () => {
  it("has the spec's constants", () => {
    expect(PROGRESS).toMatchObject({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
  });

  it('starts at the minimum and trickles 0.02 every 800 ms', () => {
    const progress = createProgress();
    expect(progress.state().value).toBeNull();
    progress.start();
    expect(progress.state()).toEqual({ value: 0.08, fading: false });
    vi.advanceTimersByTime(799);
    expect(progress.state().value).toBe(0.08);
    vi.advanceTimersByTime(1);
    expect(progress.state().value).toBeCloseTo(0.1);
    vi.advanceTimersByTime(800 * 4);
    expect(progress.state().value).toBeCloseTo(0.18);
  });

  it('never reaches the end by trickling', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(800 * 1000);
    expect(progress.state().value).toBeLessThan(1);
    expect(progress.state().value).toBeCloseTo(PROGRESS.ceiling);
  });

  it('done completes the bar, fades it, and removes it', () => {
    const progress = createProgress();
    const seen: (number | null)[] = [];
    progress.subscribe((s) => seen.push(s.value));
    progress.start();
    progress.done();
    expect(progress.state()).toEqual({ value: 1, fading: true });
    vi.advanceTimersByTime(PROGRESS.speed * 2);
    expect(progress.state()).toEqual({ value: null, fading: false });
    expect(seen).toEqual([0.08, 1, null]);
    vi.advanceTimersByTime(800 * 3);
    expect(progress.state().value).toBeNull(); // the trickle stopped
  });

  it('a second start while running changes nothing; a start while fading starts again', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(800);
    progress.start();
    expect(progress.state().value).toBeCloseTo(0.1);
    progress.done();
    progress.start();
    expect(progress.state()).toEqual({ value: 0.08, fading: false });
    vi.advanceTimersByTime(PROGRESS.speed * 2);
    expect(progress.state().value).toBeCloseTo(0.08); // the old fade-out did not remove the new bar
  });

  it('stop removes the bar at once, timers and all', () => {
    const progress = createProgress();
    progress.start();
    progress.stop();
    expect(progress.state().value).toBeNull();
    vi.advanceTimersByTime(800 * 3);
    expect(progress.state().value).toBeNull();
  });

  it('done without a bar does nothing', () => {
    const progress = createProgress();
    progress.done();
    expect(progress.state().value).toBeNull();
  });
});
