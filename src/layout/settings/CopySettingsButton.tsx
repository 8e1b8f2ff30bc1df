import { Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { persistentSettings } from '../../settings/settings';

/** Copies the settings as JSON, e.g. to make them another install's defaults. */
export const CopySettingsButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(persistentSettings(), null, 2));
      notify('shell.drawer.copied', { type: 'success' });
    } catch {
      notify('shell.drawer.copy_failed', { type: 'error' });
    }
  };
  return (
    <Button variant="outlined" fullWidth startIcon={<ContentCopyIcon />} onClick={copy}>
      {translate('shell.drawer.copy')}
    </Button>
  );
};
