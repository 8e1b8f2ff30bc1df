// The escalation ladder's settings (/mdr/strike_settings/get|update, key
// strikes.settings), beside the decisions list: at how many active strikes the
// desk suggests which step. Saved whole with its version (a stale one is -5,
// another's change shown on reload); every save is audited by the server.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import StairsIcon from '@mui/icons-material/Stairs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useHolds } from '../../access/useCanDo';
import { post } from '../../http/api';
import { useNotifyError } from '../shared/useNotifyError';
import { DECISIONS_RESOURCE } from './types';

interface Step { strikes: number; action: 'mute' | 'ban'; days: number | null }
interface Ladder { ladder: Step[]; version: number }

const dk = (key: string) => `resources.${DECISIONS_RESOURCE}.${key}`;
const KEY = ['strike_settings'];

/** One step as three inputs; an empty number of days on a ban is permanent. */
const StepRow = ({ step, onChange, onRemove }: { step: Step; onChange: (s: Step) => void; onRemove: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="ladder-step">
      <TextField size="small" type="number" label={translate(dk('ladderStrikes'))} value={step.strikes} sx={{ width: 110 }}
        onChange={(e) => onChange({ ...step, strikes: Number(e.target.value) })} />
      <TextField size="small" select label={translate(dk('ladderAction'))} value={step.action} sx={{ width: 120 }}
        onChange={(e) => onChange({ ...step, action: e.target.value as Step['action'] })}>
        <MenuItem value="mute">{translate(`resources.${DECISIONS_RESOURCE}.values.action.mute`)}</MenuItem>
        <MenuItem value="ban">{translate(`resources.${DECISIONS_RESOURCE}.values.action.ban`)}</MenuItem>
      </TextField>
      <TextField size="small" type="number" label={translate(dk('ladderDays'))} value={step.days ?? ''} sx={{ width: 110 }}
        onChange={(e) => onChange({ ...step, days: e.target.value === '' ? null : Number(e.target.value) })} />
      <IconButton aria-label={translate('ra.action.delete')} onClick={onRemove}><DeleteIcon /></IconButton>
    </Stack>
  );
};

const LadderDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => post<Ladder>('/mdr/strike_settings/get', {}, { signal }) });
  const [steps, setSteps] = useState<Step[] | null>(null);
  const shown = steps ?? data?.ladder ?? [];
  const save = useMutation({
    mutationFn: () => post<Ladder>('/mdr/strike_settings/update', { ladder: shown, version: data!.version }),
    onSuccess: (saved) => { client.setQueryData(KEY, saved); notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } }); onClose(); },
    onError: (error) => { notifyError(error); void client.invalidateQueries({ queryKey: KEY }); },
  });
  const last = shown[shown.length - 1];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ladder-title">
      <DialogTitle id="ladder-title">{translate(dk('ladder'))}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>{translate(dk('ladderHelp'))}</Typography>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {shown.map((s, i) => (
            <StepRow key={i} step={s} onChange={(n) => setSteps(shown.map((x, j) => (j === i ? n : x)))}
              onRemove={() => setSteps(shown.filter((_, j) => j !== i))} />
          ))}
        </Stack>
        <Box sx={{ mt: 1 }}>
          <Button onClick={() => setSteps([...shown, { strikes: (last?.strikes ?? 0) + 1, action: 'ban', days: null }])}>{translate(dk('ladderAdd'))}</Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!data || save.isPending} onClick={() => save.mutate()}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The ladder's button, for holders of strikes.settings. */
export const LadderButton = () => {
  const translate = useTranslate();
  const holds = useHolds();
  const [open, setOpen] = useState(false);
  if (!holds('strikes.settings')) return null;
  return (
    <>
      <Button size="small" startIcon={<StairsIcon />} onClick={() => setOpen(true)}>{translate(dk('ladder'))}</Button>
      {open && <LadderDialog onClose={() => setOpen(false)} />}
    </>
  );
};
