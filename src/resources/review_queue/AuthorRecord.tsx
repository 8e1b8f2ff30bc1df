// The author's record in the open item's pane: who is behind it, how often
// their records were rejected or hidden before (per type the reader decides),
// how many players' reports against them were upheld, their mutes and bans when the reader may read users (server/queue/author.ts),
// and their active strikes with the escalation ladder's suggestion.
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { post } from '../../http/api';
import type { AuthorRecord as Answer } from '../../../contract/records/review_queue';
import { StrikeSummary } from '../decisions/StrikeSummary';
import { qk, type QueueItem } from './types';

export const AuthorRecord = ({ item }: { item: QueueItem }) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['review_queue/author', item.type, item.id],
    queryFn: ({ signal }) => post<Answer>('/mdr/review_queue/author', { type: item.type, id: item.id }, { signal }),
    retry: false,
  });
  if (!data?.user) return null;
  const rejected = data.rejections.reduce((n, r) => n + r.rejected, 0);
  const hidden = data.rejections.reduce((n, r) => n + r.hidden, 0);
  const upheld = data.rejections.reduce((n, r) => n + r.upheld, 0);
  const perType = data.rejections.filter((r) => r.rejected || r.hidden)
    .map((r) => translate(qk('author.perType'), { type: translate(qk(`types.${r.type}`)), rejected: r.rejected, hidden: r.hidden }));
  return (
    <Stack data-testid="author-record" sx={{ my: 1 }}>
      <Typography variant="body2">
        {translate(qk('author.line'), { name: data.user.nickname, rejected, hidden })}
        {` · ${translate(qk('author.upheld'), { n: upheld })}`}
        {data.warnings !== null && ` · ${translate(qk('author.warnings'), { n: data.warnings })}`}
      </Typography>
      {perType.length > 0 && <Typography variant="caption" sx={{ color: 'text.secondary' }}>{perType.join(' · ')}</Typography>}
      <StrikeSummary userId={data.user.id} name={data.user.nickname} />
    </Stack>
  );
};
