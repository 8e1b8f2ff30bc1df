// The review queue's pieces a reviewer relies on without seeing them: which
// decisions a queued record offers (and on which key), how its age reads, and
// that typing a reason is never taken for a shortcut.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ageOf } from '../../../src/resources/review_queue/age';
import { decisionsFor } from '../../../src/resources/review_queue/decisions';
import { useQueueKeys, type QueueKeyHandlers } from '../../../src/resources/review_queue/useQueueKeys';

describe('review queue decisions', () => {
  const of = (type: string, status: string | undefined, lang: 'zh-CN' | 'en-US' = 'zh-CN', more: Record<string, unknown> = {}) =>
    decisionsFor(type, status === undefined ? undefined : { id: 1, status, ...more }, lang);

  it('offers the contract\'s transitions legal from the record\'s state, each on its key', () => {
    expect(of('articles', 'pending').map(({ action, reason, key }) => ({ action, reason, key }))).toEqual([
      { action: 'approve', reason: false, key: 'a' },
      { action: 'reject', reason: true, key: 'r' },
    ]);
    expect(of('articles', 'published').map((d) => d.action)).toContain('hide');
    expect(of('articles', 'rejected').map((d) => d.key).filter(Boolean)).toEqual([]);
    // a withdrawal's approval is a command, not a transition: offered while requested
    expect(of('withdrawals', 'requested').map((d) => d.action)).toEqual(['approve', 'reject']);
    expect(of('feedback', 'open').find((d) => d.key === 'r')).toMatchObject({ action: 'close', reason: true, key: 'r' });
    expect(of('articles', undefined)).toEqual([]);
  });

  it('numbers the reasons the contract offers in the reader\'s language', () => {
    expect(of('articles', 'pending', 'zh-CN').find((d) => d.action === 'reject')!.reasons.length).toBeGreaterThanOrEqual(3);
    expect(of('articles', 'pending', 'en-US').find((d) => d.action === 'reject')!.reasons[0]).toMatch(/[A-Za-z]/);
  });

  it('offers a report case what its target allows: hide content, ban a room, mute a user; ban any account; dismiss; escalate while open', () => {
    const guide = of('reports', 'open', 'en-US', { targetType: 'articles', reasons: { cheating: 3, spam: 1 } });
    expect(guide.map(({ key, command, params }) => [key, command ?? null, params ?? null])).toEqual([
      ['a', 'uphold', { action: 'hide' }], ['b', 'uphold', { action: 'ban', days: 7 }], ['r', null, null], ['e', null, null],
    ]);
    // uphold's reasons are the report reasons, the case's most reported first
    expect(guide[0]).toMatchObject({ label: 'Uphold: hide', reason: true, reasons: expect.arrayContaining(['Spam']) });
    expect(guide[0].reasons[0]).toBe('Cheating');
    expect(guide.find((d) => d.key === 'e')).toMatchObject({ reason: true, reasonField: 'note' });
    expect(of('reports', 'open', 'zh-CN', { targetType: 'live_rooms' })[0]).toMatchObject({ params: { action: 'hide', days: 30 }, label: '成立并封禁直播间 30 天' });
    expect(of('reports', 'open', 'zh-CN', { targetType: 'users' })[0].params).toEqual({ action: 'mute', days: 1 });
    // an escalated case is not escalated again; a decided one offers nothing
    expect(of('reports', 'escalated', 'zh-CN', { targetType: 'users' }).map((d) => d.key)).toEqual(['a', 'b', 'r']);
    expect(of('reports', 'upheld', 'zh-CN', { targetType: 'users' })).toEqual([]);
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
