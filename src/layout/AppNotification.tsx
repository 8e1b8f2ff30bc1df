import { Notification } from 'react-admin';

/** Every toast stays 5 s (spec §9); the one place that sets it. */
export const TOAST_DURATION = 5000;

export const AppNotification = () => <Notification autoHideDuration={TOAST_DURATION} />;
