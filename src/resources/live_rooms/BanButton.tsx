import BlockIcon from '@mui/icons-material/Block';
import { TextField } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '../shared/ReasonDialog';
import { TextButton } from '../shared/TextButton';
import { settled, useRecordTransition } from '../shared/useRecordTransition';
import type { LiveRoom } from './types';
import { fromBeijingInput, toBeijingInput } from '../../i18n/time';


/**
 * Ban an approved room until a time: the dialog asks for the reason (common
 * ones offered) and the end (tomorrow at this time unless changed); the API
 * lifts the ban by itself then.
 */
export const BanButton = () => {
  const room = useRecordContext<LiveRoom>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { run, pending } = useRecordTransition();
  const [asking, setAsking] = useState(false);
  const [until, setUntil] = useState('');
  if (!room || room.status !== 'approved') return null;
  const label = translate(`resources.${resource}.actions.ban`);
  // the input holds Beijing wall time, as every time the panel shows (src/i18n/time.ts)
  const iso = until ? fromBeijingInput(until) : null;
  const end = iso ? new Date(iso) : null;
  const valid = !!end && !Number.isNaN(end.getTime()) && end.getTime() > Date.now();
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    setUntil(toBeijingInput(new Date(Date.now() + 86_400_000).toISOString()));
    setAsking(true);
  };
  const confirm = async (reason: string) => {
    if (!valid) return;
    if (settled(await run({ action: 'ban' }, room, reason, { until: end!.toISOString() }))) setAsking(false);
  };
  return (
    <>
      <TextButton label={label} color="error" onClick={open} disabled={pending} startIcon={<BlockIcon />} />
      {asking && (
        <ReasonDialog title={`${label}: ${room.title}`} action="ban" loading={pending} onConfirm={confirm}
          onClose={() => setAsking(false)} extraValid={valid}>
          <TextField type="datetime-local" fullWidth margin="dense" value={until} onChange={(e) => setUntil(e.target.value)}
            label={translate(`resources.${resource}.ban.until`)} name="until" error={!valid}
            helperText={translate(`resources.${resource}.ban.${valid ? 'untilHelp' : 'untilPast'}`)}
            slotProps={{ inputLabel: { shrink: true } }} />
        </ReasonDialog>
      )}
    </>
  );
};
