import { Box, Divider, Typography } from '@mui/material';
import { Show, TextField, useRecordContext } from 'react-admin';
import { BUILDS } from '../../../contract/builds';
import { ArticleContent } from '../articles/ArticleContent';
import { RecordHistory } from '../shared';
import { DeclaredShow } from '../shared/declared';
import { RecordLink } from '../shared/RecordLink';
import { USER_RESOURCE } from '../users/types';
import { BuildActions } from './BuildActions';
import { GearView } from './GearView';
import { buildStatusStyles, STATUSES_WITH_REASON } from './transitions';
import type { Build } from './types';
import { ClassSpecField } from './WowFields';

const BuildMeta = ({ record }: { record: Build }) => (
  <DeclaredShow contract={BUILDS} looks={buildStatusStyles}
    only={['wowClass', 'role', 'gameVersionName', 'authorName', 'status', 'featured', 'views', 'likes', 'reason', 'talentString',
      'createdAt', 'updatedAt', 'publishedAt']}
    override={{
      wowClass: <ClassSpecField />,
      authorName: <RecordLink route={USER_RESOURCE} id={record.authorId}>{record.authorName}</RecordLink>,
      // why, only while it is rejected or hidden
      ...(STATUSES_WITH_REASON.includes(record.status) && !!record.reason ? {} : { reason: null }),
      talentString: <TextField source="talentString" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} />,
    }} />
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
