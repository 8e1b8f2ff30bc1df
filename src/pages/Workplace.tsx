import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Permission } from '../access/Permission';

/** The default landing page; the dashboard's figures and rankings replace the placeholder text. */
export const Workplace = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="menu.workplace" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('workplace.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('workplace.coming')}</Typography>
      </CardContent>
      {/* the API's OpenAPI document: for the superuser only */}
      <Permission roles={['*']}>
        <CardActions>
          <Button href="/docs" target="_blank" rel="noopener noreferrer">{translate('admin_tools.api_docs')}</Button>
        </CardActions>
      </Permission>
    </Card>
  );
};
