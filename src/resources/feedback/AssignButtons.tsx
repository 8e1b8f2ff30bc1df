import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  useDataProvider, useGetIdentity, useGetList, useNotify, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { FEEDBACK_OPEN_STATES } from '../../../contract/feedback';
import type { ModeratorDataProvider } from '../../providers/types';
import { lookupReference, type LookupItem } from '../../providers/lookup';
import { useNotifyError } from '../shared/useNotifyError';
import { FEEDBACK_RESOURCE, type Ticket } from './types';
import { useMutateOnce } from '../shared/useSingleFlight';

const r = `resources.${FEEDBACK_RESOURCE}`;

/** assign {staffId, version}: the version shown, so of two staff assigning at once one wins. */
function useAssign(ticket: Ticket | undefined) {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (staffId: number) =>
      dataProvider.transition(FEEDBACK_RESOURCE, 'assign', { id: ticket!.id, staffId, version: ticket!.version }),
    onSuccess: ({ data }) => {
      notify(translate(`${r}.assign.done`, { name: (data as Ticket).assigneeName ?? '' }), { type: 'success' });
      refresh();
    },
    onError: (error) => {
      notifyError(error);
      refresh();
    },
  });
}

/** Picks a staff member by name among those who can take tickets: active, holding the feedback key (the API's `choosable`). */
const AssignDialog = ({ onPick, onClose, busy }: { onPick: (id: number) => void; onClose: () => void; busy: boolean }) => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<LookupItem | null>(null);
  const { data = [], isPending } = useGetList<LookupItem & { id: number }>(lookupReference('feedback', 'assigneeId'), {
    filter: { q, choosable: true }, pagination: { page: 1, perPage: 20 },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(`${r}.assign.pick`)}</DialogTitle>
      <DialogContent>
        <Autocomplete options={data} loading={isPending} value={chosen} onChange={(_e, v) => setChosen(v)}
          onInputChange={(_e, v) => setQ(v)} getOptionLabel={(o) => o.label} isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} margin="dense" label={translate(`${r}.fields.assigneeName`)}
            helperText={translate(`${r}.assign.hint`)} />} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => chosen && onPick(chosen.id)}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** "Assign to me" and "Assign to…" while the ticket waits for staff. */
export const AssignButtons = () => {
  const ticket = useRecordContext<Ticket>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const assign = useAssign(ticket);
  const assignOnce = useMutateOnce(assign);
  const [picking, setPicking] = useState(false);
  if (!ticket || !(FEEDBACK_OPEN_STATES as readonly string[]).includes(ticket.status)) return null;
  const mine = identity?.id !== undefined && ticket.assigneeId === Number(identity.id);
  return (
    <>
      {!mine && identity && (
        <Button variant="outlined" disabled={assign.isPending} onClick={() => assignOnce(Number(identity.id))}>
          {translate(`${r}.assign.me`)}
        </Button>
      )}
      <Button disabled={assign.isPending} onClick={() => setPicking(true)}>{translate(`${r}.assign.to`)}</Button>
      {picking && (
        <AssignDialog busy={assign.isPending} onClose={() => setPicking(false)}
          onPick={(id) => assignOnce(id, { onSettled: () => setPicking(false) })} />
      )}
    </>
  );
};
