import { Card, CardContent, Grid, Typography } from '@mui/material';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { PROMOTION_LINKS } from '../../../contract/promotion_links';
import { DeclaredShow } from '../shared/declared';
import { RecordHistory } from '../shared/RecordHistory';
import { LinkDailyChart } from './LinkDailyChart';
import { LinkQr } from './LinkQr';
import { readableUrl } from './readableUrl';
import type { PromotionLinkRecord } from './types';

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
            <DeclaredShow contract={PROMOTION_LINKS} only={['name', 'channel', 'code', 'paused', 'targetUrl', 'createdAt']}
              override={{ targetUrl: <TargetUrl /> }} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}><LinkQr /></Grid>
        </Grid>
        <LinkDailyChart />
      </CardContent>
    </Card>
  </Show>
);
