// On a queued record's own page (show or edit), for a reader who may decide its
// type: who holds a live claim on it ("陈静 正在处理（3 分钟），你的操作会被拒绝")
// and who else has it open ("同时打开：陈静"), in the queue's pane or on its page.
// The page says it is open (the queue's presence heartbeat, every 20 s, and
// `leaving` when it closes) but claims nothing: only the queue claims on opening.
// Rendered by TransitionButtons on record pages, so every queued type has it;
// the queue's live feed reloads it on any event about the record, within 2 s
// (docs/review-queue.md "Presence").
import { Alert, Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useDataProvider, useGetIdentity, useRecordContext, useResourceContext, useTranslate, type Identifier,
} from 'react-admin';
import { apiResourceOf } from '..';
import { useHasKey } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { ageOf, useClaimLabel, useNameList, useNow } from '../review_queue/age';
import { LIVE_POLL_MS, POLL_MS, useLiveMode } from '../review_queue/api';
import { onQueueItem } from '../review_queue/live';
import { qk, WATCHERS_KEY } from '../review_queue/types';
import { useOnRecordPage } from './recordPage';

/** As the queue's pane: a page counts as open 45 s after its last heartbeat (server/queue/live.ts). */
const HEARTBEAT_MS = 20_000;
/** The types the reader decides change with their grant only: read again now and then, not per page. */
const TYPES_STALE_MS = 5 * 60_000;

/** Whether the reader may decide records of the API type `type` (the queue's counts name exactly those). */
function useDecides(type: string, enabled: boolean): boolean {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const { data } = useQuery({
    queryKey: ['review_queue/counts'],
    queryFn: async () => (await dataProvider.queueCounts()).data,
    enabled,
    staleTime: TYPES_STALE_MS,
    retry: false,
  });
  return enabled && !!data?.some((c) => c.type === type);
}

/** Says the record is open here every 20 s (a background tab too), and that it was left when the page closes. */
function useHeartbeat(resource: string, id: Identifier) {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const { mutate } = useMutation({ mutationFn: () => dataProvider.queuePresence(resource, id) });
  useEffect(() => {
    mutate();
    const timer = setInterval(() => mutate(), HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      dataProvider.queuePresence(resource, id, true).catch(() => undefined);
    };
  }, [dataProvider, mutate, resource, id]);
}

/**
 * On a show page, a decision on the record elsewhere (a colleague, a bulk job) reloads it, so its state and
 * buttons follow at once. Not on an edit page: reloading there could overwrite what the reader is typing.
 */
function useReloadOnDecision(resource: string, type: string, id: Identifier, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return onQueueItem((event) => {
      if (event.type === type && String(event.id) === String(id)) {
        void queryClient.invalidateQueries({ queryKey: [resource, 'getOne', { id: String(id) }] });
      }
    });
  }, [queryClient, resource, type, id, enabled]);
}

interface WatchersProps { resource: string; type: string; id: Identifier; showPage: boolean }

/** The claim and "also open" lines of one record, live (else read every 15 s, as the queue's screens). */
const Watchers = ({ resource, type, id, showPage }: WatchersProps) => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const claimLabel = useClaimLabel();
  const names = useNameList();
  const ticking = useNow();
  const mode = useLiveMode();
  useHeartbeat(resource, id);
  useReloadOnDecision(resource, type, id, showPage);
  const { data, dataUpdatedAt } = useQuery({
    queryKey: [WATCHERS_KEY, type, Number(id)],
    queryFn: async () => (await dataProvider.queueWatchers(resource, id)).data,
    refetchInterval: mode === 'live' ? LIVE_POLL_MS : POLL_MS,
    retry: false,
  });
  // ages from the answer's time at least: the clock only ticks every half minute
  const now = Math.max(ticking, dataUpdatedAt);
  const claim = data?.claim ?? null;
  const others = data?.others ?? [];
  const byOther = claim && claim.claimedBy.id !== identity?.id;
  const age = claim && ageOf(claim.claimedAt, now);
  return (
    // always in the page, so that a screen reader hears a colleague arrive; out of the layout while it has nothing to say
    <Box role="status" data-testid="record-presence"
      sx={!claim && !others.length ? visuallyHidden : { flexBasis: '100%', order: 99, minWidth: 0, pb: 0.5, whiteSpace: 'normal', textAlign: 'start' }}>
      {byOther && age && (
        <Alert severity="warning" sx={{ py: 0 }} data-testid="record-claim">
          {translate(qk('claimedByOther'), { name: claim.claimedBy.name, age: translate(age.key, { n: age.n }) })}
        </Alert>
      )}
      {claim && !byOther && <Typography variant="body2" data-testid="record-claim">{claimLabel(claim, now)}</Typography>}
      {others.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="record-also-open">
          {translate(qk('alsoOpen'), { names: names(others) })}
        </Typography>
      )}
    </Box>
  );
};

/** Nothing outside a record's own page (a list row), nor for a reader who does not decide its type. */
export const RecordPresence = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { onPage, edit } = useOnRecordPage();
  const canRead = useHasKey('review_queue.read');
  const type = apiResourceOf(resource);
  const decides = useDecides(type, onPage && canRead);
  if (!decides || !record) return null;
  return <Watchers resource={resource} type={type} id={record.id} showPage={!edit} />;
};
