import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { WORKPLACE_PATH } from './paths';

/** Unknown routes and routes the staff member may not open (docs/domain.md "Who may open what"). */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title="not_found.title" />
      <Typography variant="h2" component="p" sx={{ color: 'text.secondary' }} gutterBottom>
        404
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {translate('not_found.message')}
      </Typography>
      {/* MUI's Button, not react-admin's: that one drops its words on a phone, leaving an empty icon button */}
      <Button component={Link} to={WORKPLACE_PATH} variant="contained">{translate('not_found.back')}</Button>
    </Box>
  );
};
