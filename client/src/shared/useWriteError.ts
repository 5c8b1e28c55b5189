import { useCallback, useState } from 'react';
import { fieldErrorsOf, isSessionGone } from '../data/httpErrors';
import type { FormServerError } from './useFormServerError';

/** A refused write as shown in place: its message, and any field errors as "field: message" lines. */
export function writeErrorOf(
  error: unknown,
  label: (field: string) => string = (field) => field,
): FormServerError {
  const message = error instanceof Error ? error.message : String(error);
  const unplaced = fieldErrorsOf(error).map(
    ({ fieldName, errorMessage }) => `${label(fieldName)}: ${errorMessage}`,
  );
  return { message, unplaced };
}

/**
 * Spec §8 for a write with no form of its own (a switch, a confirm dialog, an action button): no toast;
 * its error shows in place, in <ServerErrorAlert error={writeError} />, until the next attempt. A 401 or
 * 419 shows nothing here: the auth provider says the session has expired and goes to sign-in.
 */
export function useWriteError(label?: (field: string) => string) {
  const [writeError, setWriteError] = useState<FormServerError>();
  const show = useCallback(
    (error: unknown) => setWriteError(isSessionGone(error) ? undefined : writeErrorOf(error, label)),
    [label],
  );
  const clear = useCallback(() => setWriteError(undefined), []);
  return { writeError, show, clear };
}
