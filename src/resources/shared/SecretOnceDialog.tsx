// A secret the API answers once (a bot's key, a webhook's signing secret): shown
// read-only with a warning and a copy button; after closing it nobody sees it again.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export interface SecretOnceDialogProps {
  secret: string;
  /** i18n keys: the title, the field's label, the warning, and the buttons' and the toast's words */
  words: { title: string; label: string; shownOnce: string; copy: string; copied: string; close: string };
  /** the dialog's data-testid and the field's name */
  testId: string;
  name: string;
  onClose: () => void;
}

export const SecretOnceDialog = ({ secret, words, testId, name, onClose }: SecretOnceDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    notify(words.copied, { type: 'success' });
  };
  return (
    <Dialog open onClose={onClose} data-testid={testId} fullWidth>
      <DialogTitle>{translate(words.title)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>{translate(words.shownOnce)}</Alert>
        <TextField value={secret} fullWidth slotProps={{ input: { readOnly: true } }} name={name} label={translate(words.label)} />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>{translate(words.copy)}</Button>
        <Button variant="contained" onClick={onClose}>{translate(words.close)}</Button>
      </DialogActions>
    </Dialog>
  );
};
