// Names a view (saving the current list as one, or renaming one of mine) and,
// for a reader holding list_views.share, picks who sees it: only me or one
// role. The server's refusal of the name (taken, too long) shows under it.
import { useState, type FormEvent } from 'react';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, TextField, Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { VIEW_NAME_MAX } from '../../../../contract/lists';
import type { ShareRole } from './api';

export interface ViewDialogProps {
  mode: 'save' | 'rename';
  initialName?: string;
  /** the roles the view may be shared with; undefined: no sharing offered */
  roles?: ShareRole[];
  busy: boolean;
  /** the server's message about the name, if it refused it */
  nameError?: string;
  onSubmit: (name: string, sharedWithRole: number | null) => void;
  onClose: () => void;
}

export const ViewDialog = ({ mode, initialName = '', roles, busy, nameError, onSubmit, onClose }: ViewDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [role, setRole] = useState<number | ''>('');
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const blank = tried && !trimmed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!trimmed || trimmed.length > VIEW_NAME_MAX || (shared && role === '')) return;
    onSubmit(trimmed, shared && role !== '' ? role : null);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="view-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="view-dialog-title">{translate(mode === 'save' ? 'views.save_title' : 'views.rename_title')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" name="name" label={translate('views.name')} value={name}
            onChange={(e) => setName(e.target.value)} error={blank || Boolean(nameError)}
            helperText={blank ? translate('ra.validation.required') : nameError ?? translate('views.name_helper', { max: VIEW_NAME_MAX })}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }} />
          {mode === 'save' && roles && roles.length > 0 && <>
            <Typography variant="subtitle2" sx={{ mt: 1 }} id="view-sharing">{translate('views.sharing')}</Typography>
            <RadioGroup aria-labelledby="view-sharing" value={shared ? 'role' : 'private'} onChange={(e) => setShared(e.target.value === 'role')}>
              <FormControlLabel value="private" control={<Radio />} label={translate('views.private')} />
              <FormControlLabel value="role" control={<Radio />} label={translate('views.to_role')} />
            </RadioGroup>
            {shared && (
              <TextField select fullWidth margin="dense" name="role" label={translate('views.role')} value={role}
                onChange={(e) => setRole(Number(e.target.value))} error={tried && role === ''}
                helperText={tried && role === '' ? translate('ra.validation.required') : ' '}>
                {roles.map((r) => <MenuItem key={r.id} value={r.id}>{r.name}</MenuItem>)}
              </TextField>
            )}
          </>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{translate('ra.action.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
