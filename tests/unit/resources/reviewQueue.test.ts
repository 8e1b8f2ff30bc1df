// The review queue's pieces a reviewer relies on without seeing them: which
// decisions a queued record offers (and on which key), how its age reads, and
// that typing a reason is never taken for a shortcut.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ageOf } from '../../../src/resources/review_queue/age';
import { decisionsFor, reasonsFor } from '../../../src/resources/review_queue/decisions';
import { useQueueKeys, type QueueKeyHandlers } from '../../../src/resources/review_queue/useQueueKeys';

describe('review queue decisions', () => {
  it('offers the contract\'s transitions legal from the record\'s state, each on its key', () => {
    expect(decisionsFor('articles', 'pending')).toEqual([
      { action: 'approve', reason: false, key: 'a' },
      { action: 'reject', reason: true, key: 'r' },
    ]);
    expect(decisionsFor('articles', 'published').map((d) => d.action)).toContain('hide');
    expect(decisionsFor('articles', 'rejected').map((d) => d.key).filter(Boolean)).toEqual([]);
    // a withdrawal's approval is a command, not a transition: offered while requested
    expect(decisionsFor('withdrawals', 'requested').map((d) => d.action)).toEqual(['approve', 'reject']);
    expect(decisionsFor('feedback', 'open').find((d) => d.key === 'r')).toEqual({ action: 'close', reason: true, key: 'r' });
    expect(decisionsFor('articles', undefined)).toEqual([]);
  });

  it('numbers the reasons the contract offers in the reader\'s language', () => {
    expect(reasonsFor('articles', 'reject', 'zh-CN').length).toBeGreaterThanOrEqual(3);
    expect(reasonsFor('articles', 'reject', 'en-US')[0]).toMatch(/[A-Za-z]/);
  });
});

describe('review queue ages', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('reads "under a minute" first, never "0 min", then minutes under an hour, hours under two days, then days', () => {
    expect(ageOf('2026-11-26T11:59:20Z', now)).toMatchObject({ key: expect.stringMatching(/underMinute$/) });
    expect(ageOf('2026-11-26T12:00:05Z', now)).toMatchObject({ key: expect.stringMatching(/underMinute$/) });
    expect(ageOf('2026-11-26T11:57:10Z', now)).toMatchObject({ n: 2, key: expect.stringMatching(/minutes$/) });
    expect(ageOf('2026-11-25T09:00:00Z', now)).toMatchObject({ n: 27, key: expect.stringMatching(/hours$/) });
    expect(ageOf('2026-11-20T12:00:00Z', now)).toMatchObject({ n: 6, key: expect.stringMatching(/days$/) });
  });
});

describe('review queue keys', () => {
  afterEach(() => { document.body.innerHTML = ''; });
  const handlers = () => ({
    move: vi.fn(), decide: vi.fn(), reason: vi.fn(), cancel: vi.fn(), skip: vi.fn(), openFull: vi.fn(), help: vi.fn(),
  }) satisfies QueueKeyHandlers;
  const press = (key: string, target: EventTarget = window, init: KeyboardEventInit = {}) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

  it('maps j k a r h s o ? and the reason numbers; leaves typing and modified keys alone', () => {
    const h = handlers();
    renderHook(() => useQueueKeys(h, true));
    for (const k of ['j', 'k', 'a', 'r', 'h', 's', 'o', '?', '3', '0']) press(k);
    expect(h.move.mock.calls).toEqual([[1], [-1]]);
    expect(h.decide.mock.calls).toEqual([['a'], ['r'], ['h']]);
    expect(h.reason.mock.calls).toEqual([[3], [0]]);
    expect([h.skip, h.openFull, h.help].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);

    const input = document.body.appendChild(document.createElement('input'));
    press('a', input);
    press('a', window, { ctrlKey: true });
    expect(h.decide).toHaveBeenCalledTimes(3);
    press('Escape', input);
    expect(h.cancel).toHaveBeenCalledTimes(1);
  });
});
