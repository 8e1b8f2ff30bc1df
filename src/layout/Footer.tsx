import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** © and the panel's name, under the page (settings: footer). */
export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('shell.footer', { year: new Date().getFullYear(), name: translate('app.title') })}
      </Typography>
    </Box>
  );
};
