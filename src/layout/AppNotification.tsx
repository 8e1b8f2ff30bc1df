import { Notification } from 'react-admin';
import { AppThemeProvider } from './AppThemeProvider';

/** Every toast stays 5 s (docs/domain.md "Constants"); the one place that sets it. */
export const TOAST_DURATION = 5000;

/** In the live theme, like the layout: toasts also show on the login page, outside it. */
export const AppNotification = () => (
  <AppThemeProvider>
    <Notification autoHideDuration={TOAST_DURATION} />
  </AppThemeProvider>
);
