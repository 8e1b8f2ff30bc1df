import { Box, Divider, Stack, Typography } from '@mui/material';
import { BooleanField, EditButton, Labeled, NumberField, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { BotRecord } from '../../../contract/bots';
import { RecordHistory } from '../shared';
import { BotKeys } from './BotKeys';
import { LabeledText } from '../shared/LabeledText';
import { RevealField } from '../shared/RevealField';

const BotDetail = () => {
  const record = useRecordContext<BotRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.name}</Typography>
      <Stack direction="row" flexWrap="wrap" gap={3}>
        <Labeled source="ownerContact">{record.ownerContact ? <RevealField source="ownerContact" /> : <LabeledText>—</LabeledText>}</Labeled>
        <Labeled source="scopes"><LabeledText>{record.scopes.join(', ') || '—'}</LabeledText></Labeled>
        <Labeled source="ratePerMinute"><NumberField source="ratePerMinute" /></Labeled>
        <Labeled source="disabled"><BooleanField source="disabled" /></Labeled>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Labeled source="keys" fullWidth><BotKeys /></Labeled>
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

/** One partner bot: its settings, its keys, its history. */
export const BotShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <BotDetail />
  </Show>
);
