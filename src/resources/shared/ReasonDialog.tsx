import { useState, type MouseEvent } from 'react';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { REASON_MAX } from './transitions';

export interface ReasonDialogProps {
  title: string;
  loading?: boolean;
  maxLength?: number;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Why the reason is not acceptable, as a translation key and its arguments. */
export const reasonError = (reason: string, max: number): [string, object] | undefined => {
  const trimmed = reason.trim();
  if (!trimmed) return ['ra.validation.required', {}];
  if (trimmed.length > max) return ['ra.validation.maxLength', { max }];
  return undefined;
};

// Rendered inside list rows too: clicks must not bubble (through the portal)
// to the row and open the record.
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * Asks for the reason of a reject / hide (API: reason 1..200). Mount it only
 * while open, so every opening starts empty.
 */
export const ReasonDialog = ({
  title, loading = false, maxLength = REASON_MAX, onConfirm, onClose,
}: ReasonDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = reasonError(reason, maxLength);
  const showError = tried && error !== undefined;
  const confirm = () => {
    setTried(true);
    if (!error) onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={loading ? undefined : onClose} onClick={stop} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate('mdr.reason.label')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={showError}
          helperText={showError
            ? translate(error[0], error[1])
            : translate('mdr.reason.helper', { length: reason.trim().length, max: maxLength })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>{translate('ra.action.cancel')}</Button>
        <Button onClick={confirm} disabled={loading} variant="contained">
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
