import { Box, Divider, Stack, Typography } from '@mui/material';
import {
  BooleanField, Labeled, NumberField, Show, TextField, useRecordContext,
} from 'react-admin';
import { ArticleContent } from '../articles/ArticleContent';
import { RecordHistory } from '../shared';
import { LocaleDateField } from '../shared/LocaleDateField';
import { BuildActions } from './BuildActions';
import { BuildStatusChip } from './BuildStatusChip';
import { GearView } from './GearView';
import { STATUSES_WITH_REASON } from './transitions';
import type { Build } from './types';
import { ClassSpecField, RoleField } from './WowFields';
import { RecordLink } from '../shared/RecordLink';
import { USER_RESOURCE } from '../users/types';

const row = { flexWrap: 'wrap' } as const;

const BuildMeta = ({ record }: { record: Build }) => (
  <Stack spacing={1}>
    <Stack direction="row" spacing={4} useFlexGap sx={row}>
      <Labeled source="wowClass"><ClassSpecField /></Labeled>
      <Labeled source="role"><RoleField /></Labeled>
      <Labeled><TextField source="gameVersionName" /></Labeled>
      <Labeled source="authorName"><RecordLink route={USER_RESOURCE} id={record.authorId}>{record.authorName}</RecordLink></Labeled>
      <Labeled><BuildStatusChip source="status" /></Labeled>
      <Labeled><BooleanField source="featured" /></Labeled>
      <Labeled><NumberField source="views" /></Labeled>
      <Labeled><NumberField source="likes" /></Labeled>
    </Stack>
    {STATUSES_WITH_REASON.includes(record.status) && !!record.reason && <Labeled><TextField source="reason" /></Labeled>}
    <Labeled><TextField source="talentString" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} /></Labeled>
    <Stack direction="row" spacing={4} useFlexGap sx={row}>
      <Labeled><LocaleDateField source="createdAt" showTime /></Labeled>
      <Labeled><LocaleDateField source="updatedAt" showTime /></Labeled>
      <Labeled><LocaleDateField source="publishedAt" showTime emptyText="-" /></Labeled>
    </Stack>
  </Stack>
);

const BuildDetail = () => {
  const record = useRecordContext<Build>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.title}</Typography>
      <BuildMeta record={record} />
      <Divider sx={{ my: 2 }} />
      <GearView gear={record.gear} gameVersionId={record.gameVersionId} />
      <Divider sx={{ my: 2 }} />
      {/* sanitised by the server on every write, like an article's body */}
      <ArticleContent html={record.description ?? ''} />
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

/** One build as players will see it, with the review actions its status allows. */
export const BuildShow = () => (
  <Show actions={<BuildActions view="show" />}>
    <BuildDetail />
  </Show>
);
