import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import {
  Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography,
} from '@mui/material';
import { useLocale, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { apiResourceOf } from '..';
import { statementPreview } from '../decisions/statement';
import { StatementPreview } from '../decisions/StatementPreview';
import { Consequence } from './ConfirmFirst';
import { REASON_MAX } from './transitions';
import { useContractLabels } from './useContractLabels';

export interface ReasonDialogProps {
  title: string;
  /** the transition asking: its common reasons (contract `reasons[action]`) are offered */
  action?: string;
  loading?: boolean;
  maxLength?: number;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** fields asked besides the reason (a duration), shown above it */
  children?: ReactNode;
  /** false while those fields are not acceptable: confirming is refused */
  extraValid?: boolean;
  /** what confirming will do, in plain words (ConfirmFirst.tsx), at the top */
  effect?: ReactNode;
  /** the statement of reasons the reason gives the player (a decision about them), shown as it is written */
  preview?: ((reason: string) => string) | null;
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

/** The resource's common reasons for `action`, in the reader's language; picking one fills the text. */
const CommonReasons = ({ action, chosen, onPick }: { action?: string; chosen: string; onPick: (r: string) => void }) => {
  const translate = useTranslate();
  const reasons = useContractLabels()?.reasons?.[action ?? ''] ?? [];
  const id = useId();
  if (!reasons.length) return null;
  return (
    <>
      <Typography variant="caption" sx={{ color: 'text.secondary' }} component="p" id={id}>
        {translate('mdr.reason.common')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5, mb: 1 }} role="group" aria-labelledby={id}>
        {reasons.map((r) => (
          <Chip key={r} label={r} clickable onClick={() => onPick(r)} aria-pressed={chosen === r}
            color={chosen === r ? 'primary' : 'default'} variant={chosen === r ? 'filled' : 'outlined'} />
        ))}
      </Stack>
    </>
  );
};

/**
 * Asks for the reason of a reject / hide (API: reason 1..REASON_MAX): one of the
 * resource's common reasons or free text. Mount it only while open, so every
 * opening starts empty.
 */
export const ReasonDialog = ({
  title, action, loading = false, maxLength = REASON_MAX, onConfirm, onClose, children, extraValid = true, effect, preview,
}: ReasonDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const resource = useResourceContext();
  const record = useRecordContext();
  const lang = useLocale() === 'en-US' ? 'en-US' : 'zh-CN';
  // a decision about a player: the statement they will read, unless the caller gives its own
  const statement = preview !== undefined ? preview
    : action ? statementPreview(apiResourceOf(resource ?? ''), action, record, {}, lang) : null;
  const error = reasonError(reason, maxLength);
  const showError = tried && error !== undefined;
  const confirm = () => {
    setTried(true);
    if (!error && extraValid) onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={loading ? undefined : onClose} onClick={stop} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {effect && <Consequence>{effect}</Consequence>}
        {children}
        <CommonReasons action={action} chosen={reason} onPick={setReason} />
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
        {statement && reason.trim() && <StatementPreview text={statement(reason)} />}
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
