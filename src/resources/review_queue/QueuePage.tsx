// #/review/queue: the list beside the open item. Opening claims; after a
// decision the next item nobody else holds opens at once. Everything works by
// keys (useQueueKeys), by mouse, and on a phone by buttons (list, then item).
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useHasKey } from '../../access/useCanDo';
import { useIsPhone } from '../../layout/useIsPhone';
import { useNow } from './age';
import { useQueueCounts, useQueuePage } from './api';
import { ItemPane } from './ItemPane';
import { keptQueue } from './kept';
import { KeyHelp } from './KeyHelp';
import { LiveNote } from './LiveNote';
import { usePrefetchNeighbours } from './neighbours';
import { QueueRows, QueueTabs } from './QueueList';
import { QueueViews } from './QueueViews';
import { NO_KEYBOARD, qk, sameItem, type QueueItem } from './types';
import { useConfirmDecision } from './useConfirmDecision';
import { useDecide } from './useDecide';
import { useQueueFlow } from './useQueueFlow';
import { useQueueKeys, type QueueKeyHandlers } from './useQueueKeys';

/** The open item's decisions and the reason being picked, by keys or buttons. */
function useDecisionFlow(flow: ReturnType<typeof useQueueFlow>) {
  const decide = useDecide(flow.current);
  const [picking, setPicking] = useState<string | null>(null);
  const { current } = flow;
  useEffect(() => setPicking(null), [current]);
  const confirmFirst = useConfirmDecision(decide);
  const run = async (action: string, reason?: string) => {
    setPicking(null);
    if (await decide.run(action, reason)) await flow.decided();
  };
  const start = (action: string) => {
    const d = decide.decisions.find((x) => x.action === action);
    if (!d) return;
    if (d.reason) setPicking(action);
    else if (!confirmFirst.ask(current, action, () => run(action))) void run(action);
  };
  return { decide, picking, setPicking, run, start, confirmFirst };
}

interface KeyDeps {
  items: QueueItem[];
  flow: ReturnType<typeof useQueueFlow>;
  decisions: ReturnType<typeof useDecisionFlow>;
  otherRef: RefObject<HTMLInputElement | null>;
  openFull: () => void;
  setHelp: (open: boolean) => void;
}

/** What each key does on the page (useQueueKeys). */
const queueKeys = ({ items, flow, decisions, otherRef, openFull, setHelp }: KeyDeps): QueueKeyHandlers => {
  const { decide, picking, setPicking, run, start } = decisions;
  const current = flow.current;
  return {
    move: (delta) => {
      const at = items.findIndex((i) => sameItem(i, current));
      const target = items[Math.min(items.length - 1, Math.max(0, at < 0 ? 0 : at + delta))];
      if (target) void flow.open(target);
    },
    decide: (key) => { const d = decide.decisions.find((x) => x.key === key); if (d) start(d.action); },
    reason: picking && current ? (n) => {
      if (n === 0) { otherRef.current?.focus(); return; }
      const reason = decide.decisions.find((d) => d.action === picking)?.reasons[n - 1];
      if (reason) void run(picking, reason);
    } : undefined,
    cancel: () => { setPicking(null); setHelp(false); },
    skip: () => { setPicking(null); void flow.skip(); },
    openFull,
    help: () => setHelp(true),
  };
};

/**
 * The next item opens on arrival and on another tab (on a phone the list comes first), unless a remount
 * (a language switch) took up the open one: it stays open, and claimed.
 */
function useOpenOnArrival(flow: ReturnType<typeof useQueueFlow>, tab: string | undefined, identityId: unknown, phone: boolean, resumed: boolean) {
  const openNext = useRef(flow.openNext);
  openNext.current = flow.openNext;
  const keepOpen = useRef(resumed);
  useEffect(() => {
    if (identityId === undefined || phone) return;
    if (keepOpen.current) keepOpen.current = false;
    else void openNext.current();
  }, [tab, identityId, phone]);
}

export const QueuePage = () => {
  const translate = useTranslate();
  // what the page showed before a remount (a language switch), else nothing: kept.ts
  const [resumed] = useState(keptQueue);
  const [tab, setTab] = useState<string | undefined>(resumed?.type);
  const { data: page } = useQueuePage(tab, 50, false);
  const { data: figures } = useQueueCounts();
  const { identity } = useGetIdentity();
  const flow = useQueueFlow(tab, identity?.id as number | undefined, page?.claimMinutes ?? 10, resumed);
  const { decide, picking, setPicking, run, start, confirmFirst } = useDecisionFlow(flow);
  const [help, setHelp] = useState(false);
  const otherRef = useRef<HTMLInputElement>(null);
  const now = useNow();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const canTakeOver = useHasKey('review_queue.take_over');
  const items: QueueItem[] = page?.list ?? [];
  // the open item as the list now shows it (a colleague's claim on it arrives with the list)
  const current = (flow.current && items.find((i) => sameItem(i, flow.current))) ?? flow.current;

  useOpenOnArrival(flow, tab, identity?.id, phone, !!resumed?.current);
  usePrefetchNeighbours(items, current);

  const openFull = () => { if (current && decide.route) navigate(`/${decide.route}/${current.id}/show`); };
  useQueueKeys(queueKeys({ items, flow, decisions: { decide, picking, setPicking, run, start, confirmFirst }, otherRef, openFull, setHelp }), !help && !confirmFirst.asking);

  const list = (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <QueueTabs page={figures} tab={tab} onTab={setTab} />
      <QueueRows items={items} current={current} now={now} onOpen={(item) => void flow.open(item)} />
    </Paper>
  );
  const pane = current ? (
    <Paper variant="outlined" sx={{ minWidth: 0, flex: 1 }}>
      {phone && <Button onClick={flow.close} sx={{ m: 1 }}>{translate(qk('actions.back'))}</Button>}
      <ItemPane item={current} decide={decide} picking={picking} onDecide={start} onReason={(r) => picking && void run(picking, r)}
        onCancel={() => setPicking(null)} onSkip={() => void flow.skip()} onOpenFull={openFull}
        onTakeOver={canTakeOver ? () => void flow.takeOver() : undefined} otherRef={otherRef} now={now} />
    </Paper>
  ) : (
    <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{translate(qk(flow.done ? 'empty' : 'pick'))}</Typography>
    </Paper>
  );
  return (
    // key hints (<kbd>) mean nothing without a keyboard
    <Box sx={{ mt: 1, [NO_KEYBOARD]: { '& kbd': { display: 'none' } } }}>
      <Title title={translate(qk('name'), { smart_count: 1 })} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <LiveNote />
        <QueueViews tab={tab} onTab={setTab} />
        <Button size="small" onClick={() => setHelp(true)} aria-keyshortcuts="?" sx={{ [NO_KEYBOARD]: { display: 'none' } }}>{translate(qk('actions.help'))} <kbd>?</kbd></Button>
      </Stack>
      {phone ? (current ? pane : list) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ width: 380, flexShrink: 0 }}>{list}</Box>
          {pane}
        </Stack>
      )}
      <KeyHelp open={help} onClose={() => setHelp(false)} />
      {confirmFirst.dialog}
    </Box>
  );
};
