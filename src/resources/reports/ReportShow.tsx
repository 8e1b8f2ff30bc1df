// A case's page: the desk's decisions as buttons (an uphold or escalation
// then takes its reason), who else has it open, the case as the desk shows it,
// and its history.
import { Box, Button, Divider, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { ListButton, Show, TopToolbar, useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ContractLang } from '../../../contract/types';
import { useCanDo, useHolds } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { decisionCall } from '../review_queue/decisions';
import { statementPreview } from '../decisions/statement';
import { ReasonPicker } from '../review_queue/ReasonPicker';
import { RecordHistory } from '../shared';
import { RecordPresence } from '../shared/RecordPresence';
import { useNotifyError } from '../shared/useNotifyError';
import { useSingleFlight } from '../shared/useSingleFlight';
import { reportDecisions } from './decisions';
import { ReportPane } from './ReportPane';
import { REPORTS_RESOURCE, type ReportCaseRecord } from './types';

const Decisions = () => {
  const record = useRecordContext<ReportCaseRecord>();
  const [locale] = useLocaleState();
  const lang = (locale === 'en-US' ? 'en-US' : 'zh-CN') as ContractLang;
  const canDo = useCanDo();
  const holds = useHolds();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { pending, once } = useSingleFlight();
  const [picking, setPicking] = useState<string | null>(null);
  const otherRef = useRef<HTMLInputElement>(null);
  if (!record) return null;
  const decisions = reportDecisions(record, lang).filter((d) => canDo(d.command ?? d.action) && (d.needs ?? []).every(holds));
  const run = (action: string, reason?: string) => once(async () => {
    const d = decisions.find((x) => x.action === action)!;
    setPicking(null);
    try {
      const { command, body } = decisionCall(d, record.id, reason);
      await dataProvider.transition(REPORTS_RESOURCE, command, body);
      notify(`resources.${REPORTS_RESOURCE}.decided`, { type: 'success', messageArgs: { action: d.label, title: record.targetTitle ?? `#${record.targetId}` } });
    } catch (error) {
      notifyError(error);
    }
    refresh();
  });
  const chosen = decisions.find((d) => d.action === picking);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {decisions.map((d) => (
          <Button key={d.action} variant={d.key === 'a' ? 'contained' : 'outlined'} color={d.key === 'r' ? 'inherit' : d.key === 'e' ? 'warning' : 'error'}
            disabled={pending} onClick={() => (d.reason ? setPicking(d.action) : void run(d.action))}>{d.label}</Button>
        ))}
        <ListButton />
      </Stack>
      {chosen && <ReasonPicker key={chosen.action} title={chosen.label ?? chosen.action} reasons={chosen.reasons ?? []} busy={pending}
        onPick={(r) => void run(chosen.action, r)} onCancel={() => setPicking(null)} otherRef={otherRef}
        preview={statementPreview('reports', chosen.command ?? chosen.action, record, chosen.params ?? {}, lang)} />}
      <RecordPresence />
    </Box>
  );
};

const Body = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <ReportPane record={record} />
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

export const ReportShow = () => (
  <Show actions={<TopToolbar sx={{ flexWrap: 'wrap' }}><Decisions /></TopToolbar>}>
    <Body />
  </Show>
);
