import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useUserInfo } from '../providers/session';
import { endPreview } from '../preview/preview';
import { useNotifyError } from '../resources/shared/useNotifyError';

const T = 'resources.user/role.preview';

/**
 * While the session previews a role or a member (docs/preview.md): on every page,
 * whom the panel is shown as, that nothing can be changed, and the way back.
 */
export const PreviewBanner = () => {
  const info = useUserInfo();
  const translate = useTranslate();
  const locale = useLocale() as 'zh-CN' | 'en-US';
  const notifyError = useNotifyError();
  const [ending, setEnding] = useState(false);
  const preview = info?.preview;
  if (!preview) return null;
  const end = () => {
    setEnding(true);
    endPreview().catch((error: unknown) => {
      setEnding(false);
      notifyError(error);
    });
  };
  return (
    <Alert severity="warning" icon={<VisibilityIcon />} role="status" data-testid="preview-banner"
      sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
      action={<Button color="inherit" variant="outlined" size="small" onClick={end} disabled={ending}>{translate(`${T}.end`)}</Button>}>
      {translate(`${T}.banner_${preview.kind}`, { name: preview.name[locale] ?? preview.name['zh-CN'] })}
    </Alert>
  );
};
