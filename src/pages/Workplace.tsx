import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The default landing page; the dashboard's figures and rankings replace the placeholder text. */
export const Workplace = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="menu.workplace" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('workplace.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('workplace.coming')}</Typography>
      </CardContent>
    </Card>
  );
};
