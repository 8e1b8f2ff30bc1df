import { Stack } from '@mui/material';
import {
  BooleanField, Labeled, NumberField, TextField, useRecordContext,
} from 'react-admin';
import { LocaleDateField } from '../shared/LocaleDateField';
import { ArticleStatusChip } from './ArticleStatusChip';
import { STATUSES_WITH_REASON } from './transitions';
import type { Article } from './types';

/** Category, author, status (and why, when rejected or hidden), counters, dates. */
export const ArticleMeta = () => {
  const record = useRecordContext<Article>();
  if (!record) return null;
  const showReason = STATUSES_WITH_REASON.includes(record.status) && !!record.reason;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Labeled><TextField source="categoryName" /></Labeled>
        <Labeled><TextField source="authorName" /></Labeled>
        <Labeled><ArticleStatusChip source="status" /></Labeled>
        <Labeled><BooleanField source="featured" /></Labeled>
        <Labeled><NumberField source="views" /></Labeled>
        <Labeled><NumberField source="likes" /></Labeled>
      </Stack>
      {showReason && <Labeled><TextField source="reason" /></Labeled>}
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Labeled><LocaleDateField source="createdAt" showTime /></Labeled>
        <Labeled><LocaleDateField source="updatedAt" showTime /></Labeled>
        <Labeled><LocaleDateField source="publishedAt" showTime emptyText="-" /></Labeled>
      </Stack>
    </Stack>
  );
};
