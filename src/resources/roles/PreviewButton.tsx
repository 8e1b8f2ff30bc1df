import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useHasKey } from '../../access/useCanDo';
import { startPreview, type PreviewKind } from '../../preview/preview';
import { useUserInfo } from '../../providers/session';
import { isBeyondReader } from '../shared/BeyondReader';
import { useNotifyError } from '../shared/useNotifyError';
import { ROLE_RESOURCE } from './types';

/**
 * "Preview as this role / member" (docs/preview.md): for holders of roles.preview,
 * on a role or another member holding no key they lack (the API would refuse it).
 */
export const PreviewButton = ({ kind }: { kind: PreviewKind }) => {
  const record = useRecordContext<{ id: number; beyondReader?: boolean }>();
  const allowed = useHasKey('roles.preview');
  const me = useUserInfo()?.accountId;
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  // nobody previews themselves (the API answers -1)
  if (!record || !allowed || isBeyondReader(record) || (kind === 'member' && String(record.id) === String(me))) return null;
  const start = () => {
    setPending(true);
    startPreview(kind, record.id).catch((error: unknown) => {
      setPending(false);
      notifyError(error);
    });
  };
  return (
    <Button size="small" startIcon={<VisibilityIcon />} onClick={start} disabled={pending} data-testid="preview-start">
      {translate(`resources.${ROLE_RESOURCE}.preview.action_${kind}`)}
    </Button>
  );
};
