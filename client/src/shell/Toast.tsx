import { Alert, Button, Grow } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate, type NotificationPayload } from 'react-admin';

/** Spec §9: toasts auto-hide after 5000 ms, enter in 225 ms and leave in 195 ms. */
export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_ENTER_MS = 225;
export const TOAST_EXIT_MS = 195;
export const TOAST_CLASS = 'KeelToast-root';

export interface ToastProps {
  payload: NotificationPayload;
  /** Called once the exit transition has finished (isUndo: the user chose Undo). */
  onGone: (isUndo: boolean) => void;
}

/** Hides after `ms` unless the pointer rests on the toast (as MUI's Snackbar does); null never hides. */
function useAutoHide(ms: number | null, hide: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  const resume = useCallback(() => {
    clearTimeout(timer.current);
    if (ms !== null) timer.current = setTimeout(hide, ms);
  }, [ms, hide]);
  useEffect(() => {
    resume();
    return pause;
  }, [resume, pause]);
  return { pause, resume };
}

/** One notification: a closable alert of its type (success, error, info, warning). */
export const Toast = ({ payload, onGone }: ToastProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const undone = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  const { message, type, notificationOptions = {} } = payload;
  const { autoHideDuration, messageArgs, multiLine, undoable } = notificationOptions;
  const { pause, resume } = useAutoHide(
    autoHideDuration === undefined ? TOAST_AUTO_HIDE_MS : autoHideDuration,
    close,
  );
  const undo = () => {
    undone.current = true;
    close();
  };
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  return (
    <Grow
      in={open}
      appear
      timeout={{ enter: TOAST_ENTER_MS, exit: TOAST_EXIT_MS }}
      onExited={() => onGone(undone.current)}
    >
      <Alert
        className={TOAST_CLASS}
        severity={type}
        variant="filled"
        onClose={close}
        onMouseEnter={pause}
        onMouseLeave={resume}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={undo}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{
          pointerEvents: 'auto',
          minWidth: 288,
          maxWidth: 560,
          whiteSpace: multiLine ? 'pre-wrap' : undefined,
        }}
      >
        {text}
      </Alert>
    </Grow>
  );
};
