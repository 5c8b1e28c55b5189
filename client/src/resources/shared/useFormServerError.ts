import { useState } from 'react';

/**
 * Spec §8: a failed write shows no toast; its errors go back to the form. react-admin already puts
 * `body.errors` under the fields; this keeps the overall message for <ServerErrorAlert>, and replaces
 * react-admin's default onError (which would toast). Pair it with `disableInvalidFormNotification`.
 */
export function useFormServerError() {
  const [serverError, setServerError] = useState<string>();
  const mutationOptions = {
    onMutate: () => setServerError(undefined),
    onError: (error: unknown) => setServerError(error instanceof Error ? error.message : String(error)),
  };
  return { serverError, mutationOptions };
}
