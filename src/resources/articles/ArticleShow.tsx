import { Box, Divider, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { ArticleActions } from './ArticleActions';
import { ArticleContent } from './ArticleContent';
import { ArticleMeta } from './ArticleMeta';
import { RecordHistory } from '../shared';
import type { Article } from './types';

const ArticleDetail = () => {
  const record = useRecordContext<Article>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.title}</Typography>
      <ArticleMeta />
      {record.summary && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>{record.summary}</Typography>
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
