import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';

const AppToolbar = () => (
  <>
    <LanguageSwitch />
    <LoadingIndicator />
  </>
);

/** The panel's name, the page title, the language switch and the user menu (with logout). */
export const AppBar = () => {
  const translate = useTranslate();
  const title = translate('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <RaAppBar color="primary" toolbar={<AppToolbar />}>
      <Typography variant="h6" component="span" noWrap sx={{ mr: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center' }}>
        <TitlePortal />
      </Box>
    </RaAppBar>
  );
};
