import { Box, Divider, Stack } from '@mui/material';
import { Labeled, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { LabeledText } from '../shared/LabeledText';
import { ActionCell, ActorCell, OutcomeChip, RecordCell, ResourceCell } from './cells';
import { formatTime } from '../../i18n/time';
import { AuditDiff } from './AuditDiff';
import { AUDIT_RESOURCE, type AuditEntryRecord } from './types';

const Detail = () => {
  const r = useRecordContext<AuditEntryRecord>();
  if (!r) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        <Labeled source="actorName"><ActorCell /></Labeled>
        <Labeled source="action"><ActionCell /></Labeled>
        <Labeled source="resource"><ResourceCell /></Labeled>
        <Labeled source="recordId"><RecordCell /></Labeled>
        {/* Beijing time; the label names the zone once, for every reader */}
        <Labeled source="createdAt" label={`resources.${AUDIT_RESOURCE}.timeHeader`}><LabeledText>{formatTime(r.createdAt)}</LabeledText></Labeled>
        <Labeled source="ip"><LabeledText>{r.ip || '—'}</LabeledText></Labeled>
        <Labeled source="outcome"><OutcomeChip /></Labeled>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, mt: 1 }}>
        <Labeled source="requestId"><LabeledText>{r.requestId || '—'}</LabeledText></Labeled>
        <Labeled source="userAgent"><LabeledText style={{ wordBreak: 'break-all' }}>{r.userAgent || '—'}</LabeledText></Labeled>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <AuditDiff />
    </Box>
  );
};

/** One audit row: who did what to which record, when and from where, and what changed. */
export const AuditShow = () => (
  <Show actions={<TopToolbar><ListButton /></TopToolbar>}>
    <Detail />
  </Show>
);
