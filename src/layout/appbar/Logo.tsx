import { Box, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { WORKPLACE_PATH } from '../../pages/paths';

/** A shield with a check: the panel's mark, drawn in the app bar's text colour. */
const Mark = () => (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <path d="M16 2 4 7v8c0 7.7 5.1 13.3 12 15 6.9-1.7 12-7.3 12-15V7L16 2Z" fill="currentColor" opacity="0.9" />
    <path d="m10.5 16.5 4 4 7-8" fill="none" stroke="rgba(0,0,0,0.35)" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The logo and the panel's name; leads to the workplace. On a phone only the mark shows (the page's
 * h1 names the page), so the app bar's actions keep their room in every language; the name is
 * still the link's accessible name.
 */
export const Logo = () => {
  const translate = useTranslate();
  const name = translate('app.title');
  return (
    <Box
      component={LinkBase}
      to={WORKPLACE_PATH}
      // the visible name first, so speech input users can say what they see
      aria-label={`${name}, ${translate('shell.home')}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0, sm: 2 }, flexShrink: 0 }}
    >
      <Mark />
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
        {name}
      </Typography>
    </Box>
  );
};
