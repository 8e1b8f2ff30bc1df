import { Box, Divider, Typography } from '@mui/material';
import { BooleanField, DeleteButton, EditButton, Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Webhook } from '../../../contract/records/webhooks';
import { LabeledText } from '../shared/LabeledText';
import { LocaleDateField, ZonedLabel } from '../shared/LocaleDateField';
import { Deliveries } from './Deliveries';
import { useKinds } from './WebhookList';
import { w } from './types';

const WebhookDetail = () => {
  const record = useRecordContext<Webhook>();
  const translate = useTranslate();
  const kinds = useKinds();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" gutterBottom sx={{ wordBreak: 'break-all' }}>{record.url}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        <Labeled source="events"><LabeledText>{kinds(record)}</LabeledText></Labeled>
        <Labeled source="active"><BooleanField source="active" /></Labeled>
        <Labeled source="createdByName"><LabeledText>{record.createdByName ?? '—'}</LabeledText></Labeled>
        <Labeled source="createdAt" label={<ZonedLabel source="createdAt" />}><LocaleDateField source="createdAt" showTime /></Labeled>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" gutterBottom>{translate(w('deliveries.title'))}</Typography>
      <Deliveries webhookId={record.id} />
    </Box>
  );
};

/** One webhook: where it posts, what it takes, and its deliveries with their attempts. */
export const WebhookShow = () => (
  <Show actions={<TopToolbar><EditButton /><DeleteButton mutationMode="pessimistic" /></TopToolbar>}>
    <WebhookDetail />
  </Show>
);
