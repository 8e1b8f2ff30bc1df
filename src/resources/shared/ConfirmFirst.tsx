// Decisions that cannot be taken back (approve or pay a withdrawal, refund,
// adjust a balance, resolve an exception, ban) ask first, saying in plain words
// what will happen: the amount, to whom, for how long. A decision that asks for
// something already (a reason, a reference, an amount) states its effect in
// that same dialog with <Consequence>; one that asks nothing opens
// <ConfirmDialog> through useConfirmFirst. Either way a single tap never acts:
// the confirm button only arms a moment after the dialog opened, so a double
// tap on a phone (its second tap landing where the button appears) is not a yes.
import { useCallback, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type ButtonProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** How long after opening the confirm button stays disabled: longer than a double tap. */
export const ARM_MS = 500;

/** What a decision will do, in plain words, above the dialog's fields. */
export const Consequence = ({ children, id }: { children: ReactNode; id?: string }) => (
  // a note the dialog is described by, not a live alert (the toast that follows is the one announced)
  <Alert severity="warning" role="note" id={id} data-testid="consequence" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>{children}</Alert>
);

/** False for the first ARM_MS after mounting (a dialog is mounted when it opens). */
export function useArmed(): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), ARM_MS);
    return () => clearTimeout(timer);
  }, []);
  return armed;
}

export interface ConfirmRequest {
  title: string;
  /** what will happen: amounts, who, how long; and whether it can be undone */
  effect: ReactNode;
  /** the confirm button's words: the decision's own ("批准" / "Approve") */
  confirmLabel: string;
  color?: ButtonProps['color'];
  /** runs the decision; the dialog closes once it answers true (done, or someone else acted first) */
  run: () => Promise<boolean>;
}

// Rendered inside list rows too: clicks must not bubble (through the portal) to the row and open the record.
const stop = (event: MouseEvent) => event.stopPropagation();

export const ConfirmDialog = ({ request, loading, onConfirm, onClose }: {
  request: ConfirmRequest; loading: boolean; onConfirm: () => void; onClose: () => void;
}) => {
  const translate = useTranslate();
  const armed = useArmed();
  const titleId = useId();
  const effectId = useId();
  return (
    <Dialog open onClose={loading ? undefined : onClose} onClick={stop} fullWidth maxWidth="xs"
      aria-labelledby={titleId} aria-describedby={effectId} data-testid="confirm-dialog">
      <DialogTitle id={titleId}>{request.title}</DialogTitle>
      <DialogContent>
        <Consequence id={effectId}>{request.effect}</Consequence>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* the safe answer has the focus: Enter alone never decides */}
        <Button autoFocus onClick={onClose} disabled={loading}>{translate('ra.action.cancel')}</Button>
        <Button onClick={onConfirm} disabled={loading || !armed} variant="contained" color={request.color ?? 'primary'}>
          {request.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * `confirm(request)` opens the dialog; `dialog` is rendered where the button is.
 * The dialog stays open (and its buttons disabled) while the decision runs, and
 * stays open when it failed, so it can be tried again or cancelled.
 */
export function useConfirmFirst(): { confirm: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [loading, setLoading] = useState(false);
  const confirm = useCallback((next: ConfirmRequest) => setRequest(next), []);
  const onConfirm = async () => {
    if (!request || loading) return;
    setLoading(true);
    try {
      if (await request.run()) setRequest(null);
    } finally {
      setLoading(false);
    }
  };
  const dialog = request
    ? <ConfirmDialog request={request} loading={loading} onConfirm={() => void onConfirm()} onClose={() => setRequest(null)} />
    : null;
  return { confirm, dialog };
}
