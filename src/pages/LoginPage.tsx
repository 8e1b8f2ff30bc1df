import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useCheckAuth, useNavigate, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { PasswordLoginForm } from './PasswordLoginForm';
import { WORKPLACE_PATH } from './paths';

// One tab per way of signing in; the QR-code tab joins the password one.
const TABS = [{ value: 'password', label: 'login.tab.password', Panel: PasswordLoginForm }];

export const LoginPage = () => {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useState(TABS[0].value);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    checkAuth({}, false).then(() => navigate(WORKPLACE_PATH)).catch(() => undefined);
  }, [checkAuth, navigate]);

  const Panel = (TABS.find((t) => t.value === tab) ?? TABS[0]).Panel;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch color="primary" />
      </Box>
      <Card sx={{ width: 380, maxWidth: '92vw' }}>
        <CardContent>
          <Typography variant="h5" component="h1" align="center" sx={{ mb: 2 }}>
            {translate('login.title')}
          </Typography>
          <Tabs value={tab} onChange={(_, value: string) => setTab(value)} variant="fullWidth" sx={{ mb: 2 }}>
            {TABS.map((t) => <Tab key={t.value} value={t.value} label={translate(t.label)} />)}
          </Tabs>
          <Panel />
        </CardContent>
      </Card>
    </Box>
  );
};
