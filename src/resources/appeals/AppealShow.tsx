// An appeal's page: uphold or overturn (each with a note; not offered to the
// decision's maker, whom the server refuses), who else has it open, the
// appeal as the desk shows it, and its history.
import { Box, Button, Divider, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import {
  ListButton, Show, TopToolbar, useDataProvider, useGetIdentity, useLocaleState, useNotify, useRecordContext, useRefresh,
} from 'react-admin';
import type { ContractLang } from '../../../contract/types';
import { useCanDo } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { decisionCall } from '../review_queue/decisions';
import { ReasonPicker } from '../review_queue/ReasonPicker';
import { RecordHistory } from '../shared';
import { RecordPresence } from '../shared/RecordPresence';
import { useNotifyError } from '../shared/useNotifyError';
import { useSingleFlight } from '../shared/useSingleFlight';
import { StrikeSummary } from '../decisions/StrikeSummary';
import { AppealPane } from './AppealPane';
import { appealDecisions } from './decisions';
import { APPEALS_RESOURCE, type AppealRecord } from './types';

const Decide = () => {
  const record = useRecordContext<AppealRecord>();
  const [locale] = useLocaleState();
  const lang = (locale === 'en-US' ? 'en-US' : 'zh-CN') as ContractLang;
  const { identity } = useGetIdentity();
  const canDo = useCanDo();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { pending, once } = useSingleFlight();
  const [picking, setPicking] = useState<string | null>(null);
  const otherRef = useRef<HTMLInputElement>(null);
  if (!record) return null;
  const decisions = appealDecisions(record, lang, identity ? Number(identity.id) : null).filter((d) => canDo(d.action));
  const chosen = decisions.find((d) => d.action === picking);
  const run = (reason: string) => once(async () => {
    setPicking(null);
    try {
      const { command, body } = decisionCall(chosen!, record.id, reason);
      await dataProvider.transition(APPEALS_RESOURCE, command, body);
      notify(`resources.${APPEALS_RESOURCE}.decided`, { type: 'success', messageArgs: { action: chosen!.label, title: record.targetTitle ?? `#${record.targetId}` } });
    } catch (error) {
      notifyError(error);
    }
    refresh();
  });
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {decisions.map((d) => (
          <Button key={d.action} variant={d.key === 'a' ? 'outlined' : 'contained'} color={d.key === 'r' ? 'success' : 'inherit'}
            disabled={pending} onClick={() => setPicking(d.action)}>{d.label}</Button>
        ))}
        <ListButton />
      </Stack>
      {chosen && <ReasonPicker key={chosen.action} title={chosen.label ?? chosen.action} reasons={chosen.reasons ?? []} busy={pending}
        onPick={(r) => void run(r)} onCancel={() => setPicking(null)} otherRef={otherRef} />}
      <RecordPresence />
    </Box>
  );
};

const Body = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <AppealPane record={record} />
      <StrikeSummary userId={Number(record.userId)} name={String(record.userName ?? '')} />
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

export const AppealShow = () => (
  <Show actions={<TopToolbar sx={{ flexWrap: 'wrap' }}><Decide /></TopToolbar>}>
    <Body />
  </Show>
);
