import { useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../data/httpErrors';

export interface FormServerError {
  message: string;
  /** Field errors with no input on this form to show them under, as "Label: message". */
  unplaced: string[];
}

const hasInput = (name: string) => document.getElementsByName(name).length > 0;

/**
 * Spec §8: a failed write shows no toast; its errors go back to the form. react-admin already puts
 * `body.errors` under the fields; this keeps what is left for <ServerErrorAlert>, and replaces
 * react-admin's default onError (which would toast). Pair it with `disableInvalidFormNotification`.
 */
export function useFormServerError() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [serverError, setServerError] = useState<FormServerError>();
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });

  function onError(error: unknown) {
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors.length === 0) {
      setServerError({ message: error instanceof Error ? error.message : String(error), unplaced: [] });
      return;
    }
    const unplaced = fieldErrors
      .filter(({ fieldName }) => !hasInput(fieldName))
      .map(({ fieldName, errorMessage }) => `${label(fieldName)}: ${errorMessage}`);
    setServerError({ message: translate('keel.form.fieldErrors'), unplaced });
  }

  const mutationOptions = { onMutate: () => setServerError(undefined), onError };
  return { serverError, mutationOptions };
}
