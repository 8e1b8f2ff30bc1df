// The queue's live feed in the browser (docs/review-queue.md "Live"): one
// EventSource per tab, however many screens show queue figures, opened with a
// one-use ticket (an EventSource sends no token header, and a token in a URL
// would land in proxy logs). Events only name what changed; React Query
// refetches it. Without a flowing stream — a proxy that buffers it, the stream
// failing — the screens poll instead (useQueuePage) and say so (LiveNote).
import type { QueryClient } from '@tanstack/react-query';
import { post } from '../../http/api';
import { getToken } from '../../http/storage';
import { LIST_KEY, PRESENCE_KEY, WATCHERS_KEY } from './types';

/** connecting: the first stream is on its way (screens poll meanwhile, without saying so). */
export type LiveMode = 'connecting' | 'live' | 'polling';

/** No `ready` frame by then: something on the way holds the stream back (a buffering proxy). */
const READY_MS = 5_000;
/** Waits before opening again after a stream failed, growing while it keeps failing. */
const RETRY_MS = [1_000, 5_000, 15_000, 30_000, 60_000];

let source: EventSource | null = null;
let mode: LiveMode = 'connecting';
let users = 0;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
let client: QueryClient | null = null;
const modeListeners = new Set<(m: LiveMode) => void>();

function setMode(next: LiveMode) {
  if (mode === next) return;
  mode = next;
  for (const l of modeListeners) l(next);
}

/**
 * Item and claim changes reload the lists (several may come at once: one reload); presence, that item's "also open";
 * any change to an item, its record page's claim and "also open" line (shared/RecordPresence.tsx).
 */
let listReload: ReturnType<typeof setTimeout> | undefined;
const itemListeners = new Set<(event: { type: string; id: number }) => void>();

/**
 * Calls `listener` with each `item` event (a record of a queued type changed state or was decided),
 * so a record's show page reloads the record (shared/RecordPresence.tsx); answers the unsubscribe.
 */
export function onQueueItem(listener: (event: { type: string; id: number }) => void): () => void {
  itemListeners.add(listener);
  return () => { itemListeners.delete(listener); };
}

function received(event: { type?: string; id?: number; kind?: string } | 'refetch') {
  if (!client) return;
  if (event === 'refetch' || event.kind !== 'presence') {
    clearTimeout(listReload);
    listReload = setTimeout(() => void client?.invalidateQueries({ queryKey: [LIST_KEY] }), 100);
  }
  if (event === 'refetch') {
    void client.invalidateQueries({ queryKey: [PRESENCE_KEY] });
    void client.invalidateQueries({ queryKey: [WATCHERS_KEY] });
    return;
  }
  if (event.kind === 'presence') void client.invalidateQueries({ queryKey: [PRESENCE_KEY, event.type, event.id] });
  void client.invalidateQueries({ queryKey: [WATCHERS_KEY, event.type, event.id] });
  if (event.kind === 'item' && event.type !== undefined && event.id !== undefined) {
    for (const l of itemListeners) l({ type: event.type, id: event.id });
  }
}

/** The stream flows from now on: what was read before `since` may have missed a change, and is read again. */
function caughtUp(since: number) {
  void client?.invalidateQueries({
    predicate: (q) => [LIST_KEY, PRESENCE_KEY, WATCHERS_KEY].includes(q.queryKey[0] as string) && q.state.dataUpdatedAt < since,
  });
}

function drop() {
  source?.close();
  source = null;
  // the first reopening after a stream that flowed is quiet (its instance restarting, its time up)
  if (failures++ > 0) setMode('polling');
  clearTimeout(retry);
  if (users) retry = setTimeout(() => void open(), failures === 1 ? 0 : RETRY_MS[Math.min(failures - 2, RETRY_MS.length - 1)]);
}

async function open() {
  if (!users || source || typeof EventSource === 'undefined' || !getToken()) return;
  const since = Date.now();
  let ticket: string;
  try {
    ticket = (await post<{ ticket: string }>('/mdr/review_queue/live_ticket', {}, { relogin: false })).ticket;
  } catch {
    drop();
    return;
  }
  if (!users || source) return;
  const es = new EventSource(`/api/review_queue/events?ticket=${encodeURIComponent(ticket)}`);
  source = es;
  const stalled = setTimeout(() => { if (source === es) drop(); }, READY_MS);
  es.addEventListener('ready', () => {
    clearTimeout(stalled);
    failures = 0;
    setMode('live');
    caughtUp(since);
  });
  es.addEventListener('queue', (e) => {
    try { received(JSON.parse((e as MessageEvent<string>).data) as { type: string; id: number; kind: string }); } catch { /* not ours */ }
  });
  es.addEventListener('refetch', () => received('refetch'));
  es.onerror = () => {
    clearTimeout(stalled);
    if (source === es) drop();
  };
}

/** Keeps the feed open while at least one screen holds it; returns the way to let go. */
export function holdLive(queryClient: QueryClient, onMode: (m: LiveMode) => void): () => void {
  client = queryClient;
  users++;
  modeListeners.add(onMode);
  onMode(mode);
  void open();
  return () => {
    modeListeners.delete(onMode);
    if (--users > 0) return;
    clearTimeout(retry);
    source?.close();
    source = null;
    failures = 0;
    setMode('connecting');
  };
}
