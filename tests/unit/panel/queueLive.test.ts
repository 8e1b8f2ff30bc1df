// The review queue's live feed in the browser (src/resources/review_queue/live.ts),
// with a stand-in EventSource: a flowing stream makes the screens live and each
// event reloads what it names (the lists, one item's "also open", a record page's line); a stream
// held back (no `ready`, as behind a buffering proxy) or failing turns the
// screens to polling, which they then say; the stream opens with a ticket, never the token.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const posted: { path: string; body: object }[] = [];
vi.mock('../../../src/http/api', () => ({
  post: vi.fn(async (path: string, body: object) => { posted.push({ path, body }); return { ticket: `ticket-${posted.length}` }; }),
}));

class FakeSource {
  static all: FakeSource[] = [];
  listeners = new Map<string, (e: { data: string }) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) { FakeSource.all.push(this); }
  addEventListener(name: string, fn: (e: { data: string }) => void) { this.listeners.set(name, fn); }
  emit(name: string, data: object = {}) { this.listeners.get(name)?.({ data: JSON.stringify(data) }); }
  close() { this.closed = true; }
}

const LIST = ['review_queue/list', null, 50];
const PRESENCE = (id: number) => ['review_queue/presence', 'articles', id];
/** A record page's claim and "also open" (src/resources/shared/RecordPresence.tsx). */
const WATCHERS = (id: number) => ['review_queue/item', 'articles', id];

describe('the queue\'s live feed in the browser', () => {
  let client: QueryClient;
  const modes: string[] = [];
  let release: () => void;
  const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
    localStorage.setItem('token', 'the-token');
    FakeSource.all = [];
    posted.length = 0;
    modes.length = 0;
    client = new QueryClient();
    for (const key of [LIST, PRESENCE(1), PRESENCE(2), WATCHERS(1), WATCHERS(7)]) client.setQueryData(key, {});
    const { holdLive } = await import('../../../src/resources/review_queue/live');
    release = holdLive(client, (m) => modes.push(m));
    await vi.advanceTimersByTimeAsync(0);
  });
  afterEach(() => {
    release();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens with a ticket it asked for, goes live on `ready`, and reloads what each event names', async () => {
    expect(posted.map((p) => p.path)).toEqual(['/mdr/review_queue/live_ticket']);
    const source = FakeSource.all[0];
    expect(source.url).toBe('/api/review_queue/events?ticket=ticket-1');
    expect(source.url).not.toContain('the-token');
    source.emit('ready');
    expect(modes.at(-1)).toBe('live');

    source.emit('queue', { type: 'articles', id: 1, kind: 'presence' });
    expect([stale(PRESENCE(1)), stale(PRESENCE(2)), stale(LIST)]).toEqual([true, false, false]);
    // a record page hears of anything about its record: a colleague there, a claim, a decision
    expect([stale(WATCHERS(1)), stale(WATCHERS(7))]).toEqual([true, false]);
    source.emit('queue', { type: 'articles', id: 7, kind: 'claim' });
    expect(stale(WATCHERS(7))).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(stale(LIST)).toBe(true);
  });

  it('tells a record\'s show page of a decision on its record (an `item` event), not of a claim or a colleague arriving', async () => {
    const { onQueueItem } = await import('../../../src/resources/review_queue/live');
    const heard: { type: string; id: number }[] = [];
    const stop = onQueueItem((e) => heard.push(e));
    const source = FakeSource.all[0];
    source.emit('ready');
    source.emit('queue', { type: 'articles', id: 7, kind: 'claim' });
    source.emit('queue', { type: 'articles', id: 7, kind: 'presence' });
    source.emit('queue', { type: 'articles', id: 7, kind: 'item' });
    expect(heard).toEqual([{ type: 'articles', id: 7 }]);
    stop();
    source.emit('queue', { type: 'builds', id: 2, kind: 'item' });
    expect(heard).toHaveLength(1);
  });

  it('reads every record page\'s line again on `refetch` (the bus may have missed events)', async () => {
    FakeSource.all[0].emit('ready');
    await vi.advanceTimersByTimeAsync(0);
    client.setQueryData(WATCHERS(1), {});
    expect(stale(WATCHERS(1))).toBe(false);
    FakeSource.all[0].emit('refetch');
    expect([stale(WATCHERS(1)), stale(PRESENCE(2))]).toEqual([true, true]);
  });

  it('polls, and says so, when the stream never flows (a buffering proxy) and when it keeps failing', async () => {
    // no `ready`: given up after 5 s, tried once more at once, given up again: polling
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSource.all[0].closed).toBe(true);
    expect(modes.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(5_100);
    expect(modes.at(-1)).toBe('polling');
    // later tries: one flows, and the screens are live again
    await vi.advanceTimersByTimeAsync(1_000);
    const later = FakeSource.all.at(-1)!;
    later.emit('ready');
    expect(modes.at(-1)).toBe('live');
    // a stream that ends after flowing (its instance restarting) is reopened at once, quietly
    later.onerror?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSource.all.at(-1)).not.toBe(later);
    expect(modes.at(-1)).toBe('live');
    FakeSource.all.at(-1)!.onerror?.();
    expect(modes.at(-1)).toBe('polling');
  });
});
