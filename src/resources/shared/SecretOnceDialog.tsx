// A secret the API answers once (a bot's key, a webhook's signing secret, the
// two-factor recovery codes): shown read-only with a warning, a copy and a
// download button; after closing it nobody sees it again. So only its own close
// button closes it: Esc or a click beside it (easily done by mistake) first asks.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../providers/saveFile';

export interface SecretOnceDialogProps {
  /** the secret; several lines (recovery codes) are listed one a line, and copied and saved so */
  secret: string;
  /** i18n keys: the title, the field's label, the warning, and the buttons' and the toast's words */
  words: { title: string; label: string; shownOnce: string; copy: string; copied: string; close: string };
  /** the downloaded file's name: `secretFileName('bot-key', name)`, 'recovery-codes.txt' */
  fileName: string;
  /** the dialog's data-testid and the field's name */
  testId: string;
  name: string;
  onClose: () => void;
}

/** `bot-key-<part>.txt`, the part stripped of what a file name cannot hold (slashes, spaces…). */
export const secretFileName = (base: string, part: string | number): string => {
  const safe = String(part).trim().replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base}${safe ? `-${safe}` : ''}.txt`;
};

/** The value: a read-only field, or a numbered list when it has several lines. */
const SecretValue = ({ secret, label, name }: { secret: string; label: string; name: string }) => {
  const lines = secret.split('\n');
  if (lines.length === 1) {
    return <TextField value={secret} fullWidth slotProps={{ input: { readOnly: true } }} name={name} label={label} />;
  }
  return (
    <Box component="ol" aria-label={label} data-testid={`${name}-lines`}
      sx={{ fontFamily: 'monospace', columns: 2, columnGap: 4, m: 0, pl: 4, userSelect: 'all' }}>
      {lines.map((line) => <li key={line}>{line}</li>)}
    </Box>
  );
};

/**
 * "You won't see this again. Close?". Going back has the focus (react-admin's Confirm
 * focuses confirming): Esc and then Enter, one slip after another, must not lose the secret.
 */
const AskBeforeClosing = ({ open, onBack, onClose }: { open: boolean; onBack: () => void; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onBack} aria-labelledby="secret-once-ask" aria-describedby="secret-once-ask-hint">
      <DialogTitle id="secret-once-ask">{translate('mdr.secret_once.ask')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="secret-once-ask-hint">{translate('mdr.secret_once.ask_hint')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} autoFocus>{translate('mdr.secret_once.keep_open')}</Button>
        <Button color="warning" onClick={onClose}>{translate('mdr.secret_once.close_anyway')}</Button>
      </DialogActions>
    </Dialog>
  );
};

export const SecretOnceDialog = ({ secret, words, fileName, testId, name, onClose }: SecretOnceDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    notify(words.copied, { type: 'success' });
  };
  const download = () => saveFile(new Blob([`${secret}\n`], { type: 'text/plain;charset=utf-8' }), fileName);
  return (
    <>
      {/* any way out but the close button (Esc, a click beside it) asks first */}
      <Dialog open onClose={() => setAsking(true)} data-testid={testId} fullWidth aria-labelledby={`${testId}-title`}>
        <DialogTitle id={`${testId}-title`}>{translate(words.title)}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>{translate(words.shownOnce)}</Alert>
          <SecretValue secret={secret} label={translate(words.label)} name={name} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<ContentCopyIcon />} onClick={copy}>{translate(words.copy)}</Button>
          <Button startIcon={<DownloadIcon />} onClick={download}>{translate('mdr.secret_once.download')}</Button>
          <Button variant="contained" onClick={onClose}>{translate(words.close)}</Button>
        </DialogActions>
      </Dialog>
      <AskBeforeClosing open={asking} onBack={() => setAsking(false)} onClose={onClose} />
    </>
  );
};
