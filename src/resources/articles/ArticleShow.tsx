import { Box, Divider, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { ArticleActions } from './ArticleActions';
import { ArticleContent } from './ArticleContent';
import { ARTICLES } from '../../../contract/articles';
import { RecordHistory } from '../shared';
import { DeclaredShow } from '../shared/declared';
import { articleStatusStyles, STATUSES_WITH_REASON } from './transitions';
import type { Article } from './types';

const ArticleDetail = () => {
  const record = useRecordContext<Article>();
  if (!record) return null;
  // why, only while it is rejected or hidden
  const showReason = STATUSES_WITH_REASON.includes(record.status) && !!record.reason;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.title}</Typography>
      <DeclaredShow contract={ARTICLES} looks={articleStatusStyles} override={showReason ? {} : { reason: null }}
        only={['categoryName', 'authorName', 'status', 'featured', 'views', 'likes', 'reason', 'createdAt', 'updatedAt', 'publishedAt']} />
      {record.summary && (
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>{record.summary}</Typography>
      )}
      {record.coverUrl && (
        <Box component="img" src={record.coverUrl} alt="" sx={{ mt: 2, maxWidth: '100%', maxHeight: 320 }} />
      )}
      <Divider sx={{ my: 2 }} />
      <ArticleContent html={record.content ?? ''} />
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

/** One article as readers will see it, with the review actions its status allows. */
export const ArticleShow = () => (
  <Show actions={<ArticleActions view="show" />}>
    <ArticleDetail />
  </Show>
);
