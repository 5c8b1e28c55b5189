import { Notification } from 'react-admin';

/** Spec §9: toasts auto-hide after 5000 ms, bottom left. */
export const TOAST_AUTO_HIDE_MS = 5000;

export const Toasts = () => (
  <Notification
    autoHideDuration={TOAST_AUTO_HIDE_MS}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
  />
);
