import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BooleanField, EditButton, Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../shared/LocaleDateField';
import { RecordHistory } from '../shared/RecordHistory';
import { LinkDailyChart } from './LinkDailyChart';
import { LinkQr } from './LinkQr';
import { readableUrl } from './readableUrl';
import { LINK_RESOURCE, type PromotionLinkRecord } from './types';

const Channel = () => {
  const record = useRecordContext<PromotionLinkRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.${LINK_RESOURCE}.values.channel.${record.channel}`)}</> : null;
};

/** The target readably (non-ASCII as characters even when it was pasted percent-encoded); the exact text on hover. */
const TargetUrl = () => {
  const record = useRecordContext<PromotionLinkRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" data-testid="link-target" title={record.targetUrl} sx={{ wordBreak: 'break-all' }}>
      {readableUrl(record.targetUrl)}
    </Typography>
  );
};

/** A link: its address and QR code, its settings, and its figures per day over the chosen range. */
export const LinkShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>} aside={<RecordHistory />}>
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Grid container spacing={2}>
              <Grid size={6}><Labeled><TextField source="name" /></Labeled></Grid>
              <Grid size={6}><Labeled source="channel"><Channel /></Labeled></Grid>
              <Grid size={6}><Labeled><TextField source="code" /></Labeled></Grid>
              <Grid size={6}><Labeled><BooleanField source="paused" /></Labeled></Grid>
              <Grid size={12}><Labeled source="targetUrl"><TargetUrl /></Labeled></Grid>
              <Grid size={6}><Labeled><LocaleDateField source="createdAt" showTime /></Labeled></Grid>
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}><LinkQr /></Grid>
        </Grid>
        <LinkDailyChart />
      </CardContent>
    </Card>
  </Show>
);
