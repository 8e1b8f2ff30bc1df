import { Box, Divider, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TopToolbar, useRecordContext } from 'react-admin';
import { BOTS, type BotRecord } from '../../../contract/bots';
import { RecordHistory } from '../shared';
import { DeclaredShow } from '../shared/declared';
import { BotKeys } from './BotKeys';
import { LabeledText } from '../shared/LabeledText';

const BotDetail = () => {
  const record = useRecordContext<BotRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h2" gutterBottom>{record.name}</Typography>
      {/* the contact revealable (its RevealField) where there is one */}
      <DeclaredShow contract={BOTS} only={['ownerContact', 'ratePerMinute', 'disabled']}
        override={record.ownerContact ? {} : { ownerContact: <LabeledText>—</LabeledText> }} />
      <Labeled source="scopes" sx={{ mt: 2 }}><LabeledText>{record.scopes.join(', ') || '—'}</LabeledText></Labeled>
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
