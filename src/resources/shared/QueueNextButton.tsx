// "Next in queue" on a record's page once a decision went through there: the
// oldest record of the same type waiting in the review queue that nobody else
// holds is claimed (POST /mdr/review_queue/next through the data provider) and
// its page opens, so a reviewer working from record pages keeps the queue's
// pace and never lands on a colleague's item. Shown only to readers who may
// claim and decide that type (the queue's counts name those types); never in a
// list row (a live room's row renders the same buttons) and not while nothing waits.
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  useDataProvider, useNotify, useRecordContext, useResourceContext, useTranslate, type Identifier,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { apiResourceOf } from '..';
import { useHasKey } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { useDecidedHere } from './decidedHere';
import { useOnRecordPage } from './recordPage';
import { TextButton } from './TextButton';
import { useNotifyError } from './useNotifyError';

/** How many records of the resource's type wait for the reader (undefined: the type is not queued for them). */
function useWaiting(resource: string, enabled: boolean, after: Identifier | undefined) {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const { data } = useQuery({
    // keyed by the decided record: the count is read again after each decision
    queryKey: ['review_queue/counts', resource, after],
    queryFn: async () => (await dataProvider.queueCounts()).data,
    enabled,
    retry: false,
  });
  const type = apiResourceOf(resource);
  return data?.find((c) => c.type === type)?.total;
}

export const QueueNextButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { onPage } = useOnRecordPage();
  const decided = useDecidedHere(resource, record?.id) && onPage;
  const canClaim = useHasKey('review_queue.claim');
  const waiting = useWaiting(resource, decided && canClaim, record?.id);
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const next = useMutation({
    mutationFn: async () => (await dataProvider.queueNext(resource)).data,
    onSuccess: (item) => {
      if (item) navigate(`/${resource}/${item.id}/show`);
      else notify('mdr.queueNext.empty', { type: 'info' });
    },
    onError: (error) => notifyError(error),
  });
  if (!decided || !canClaim || !waiting) return null;
  return (
    <TextButton label={translate('mdr.queueNext.button', { n: waiting })} onClick={() => next.mutate()}
      disabled={next.isPending} data-testid="queue-next" startIcon={<SkipNextIcon />} />
  );
};
