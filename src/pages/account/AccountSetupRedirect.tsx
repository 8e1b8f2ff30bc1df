import { useEffect } from 'react';
import { onAccountSetupRequired } from '../../http/stepUp';
import { ACCOUNT_PATH } from './accountApi';

/**
 * A module answered "change your reset password" or "enrol 2FA first"
 * (REQUIRE_2FA_KEYS): open My account, where both are done. Mounted once.
 */
export const AccountSetupRedirect = () => {
  useEffect(() => onAccountSetupRequired(() => {
    if (window.location.hash !== `#${ACCOUNT_PATH}`) window.location.hash = `#${ACCOUNT_PATH}`;
  }), []);
  return null;
};
