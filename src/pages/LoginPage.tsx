import { useEffect, useState } from 'react';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { resumeSession } from '../providers/authProvider';
import { afterLoginPath, redirectTarget } from './loginRedirect';
import { LoginTabs } from './LoginTabs';
import { PasswordLoginForm } from './PasswordLoginForm';
import { lazyView } from '../lazy';

// The QR code library is fetched only when its tab opens (src/lazy.ts).
const QrLoginPanel = lazyView(
  () => import('./QrLoginPanel').then((m) => m.QrLoginPanel),
  <Box sx={{ textAlign: 'center', py: 4 }}><CircularProgress /></Box>,
);

// One tab per way of signing in. Only the open tab is mounted, so the QR code
// is issued and polled only while its tab shows.
const TABS = [
  { value: 'password', label: 'login.tab.password', Panel: PasswordLoginForm },
  { value: 'qr', label: 'qr_login.tab', Panel: QrLoginPanel },
];

export const LoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState(TABS[0].value);
  const target = redirectTarget(location.search, location.state);

  // Someone whose session is still alive has nothing to do here.
  useEffect(() => {
    let cancelled = false;
    resumeSession().then(async (grant) => {
      const path = grant && (await afterLoginPath(target, grant));
      if (path && !cancelled) navigate(path, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, target]);

  const Panel = (TABS.find((t) => t.value === tab) ?? TABS[0]).Panel;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}>
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch color="primary" />
      </Box>
      <Card sx={{ width: 380, maxWidth: '92vw' }}>
        <CardContent>
          <Typography variant="h5" component="h1" align="center" sx={{ mb: 2 }}>
            {translate('login.title')}
          </Typography>
          <LoginTabs tabs={TABS.map((t) => ({ value: t.value, label: translate(t.label) }))} value={tab} onChange={setTab} />
          <Panel />
        </CardContent>
      </Card>
    </Box>
  );
};
