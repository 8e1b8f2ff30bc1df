import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { accountApi } from './accountApi';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * My account (#/account, every signed-in staff member, from the avatar menu):
 * password, own sessions, two-factor sign-in. Also where the panel sends
 * someone whose password an admin set or reset, or whose modules require 2FA, first.
 */
export const AccountPage = () => {
  const translate = useTranslate();
  const { data: info, refetch } = useQuery({ queryKey: ['account', 'info'], queryFn: accountApi.info });
  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid="account-page">
      <Title title={translate('account.title')} />
      {info && <PasswordCard mustChange={info.mustChangePassword} onChanged={() => void refetch()} />}
      {info && <TwoFactorCard info={info} onChange={() => void refetch()} />}
      <SessionsCard />
    </Stack>
  );
};
