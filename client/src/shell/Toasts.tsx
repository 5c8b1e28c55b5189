import { Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { Toast } from './Toast';

export { TOAST_AUTO_HIDE_MS } from './Toast';
/** Spec §9 (the default reading): at most three toasts at once, bottom left; more wait their turn. */
export const MAX_TOASTS = 3;

interface Shown {
  key: number;
  payload: NotificationPayload;
}

/**
 * The same message twice at once says nothing new: a failed read is toasted by the app-wide read-error
 * toasts and, for lists and references, by react-admin too (spec §8 wants it once). An undoable one is
 * never dropped: its mutation runs when its toast goes.
 */
const repeats = (payload: NotificationPayload, shown: Shown[]) =>
  !payload.notificationOptions?.undoable &&
  shown.some((t) => t.payload.type === payload.type && t.payload.message === payload.message);

/**
 * react-admin's `notification` component: every `notify()` lands in react-admin's queue, and this takes
 * from the queue while fewer than three are on screen, so a fourth waits until one has gone.
 */
export const Toasts = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (notifications.length === 0 || shown.length >= MAX_TOASTS) return;
    const payload = takeNotification();
    if (payload && !repeats(payload, shown))
      setShown((current) => [...current, { key: nextKey.current++, payload }]);
  }, [notifications, shown, takeNotification]);

  const gone = useCallback(
    (toast: Shown, isUndo: boolean) => {
      // An undoable mutation runs (or is cancelled) only once its toast has gone, as react-admin expects.
      if (toast.payload.notificationOptions?.undoable) takeMutation()?.({ isUndo });
      setShown((current) => current.filter((t) => t.key !== toast.key));
    },
    [takeMutation],
  );

  return (
    <Stack
      role="region"
      aria-label={translate('keel.toasts.label')}
      spacing={1}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      {shown.map((toast) => (
        <Toast key={toast.key} payload={toast.payload} onGone={(isUndo) => gone(toast, isUndo)} />
      ))}
    </Stack>
  );
};
