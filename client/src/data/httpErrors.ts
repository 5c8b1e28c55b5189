import { HttpError } from 'react-admin';
import { isErrorBody, MESSAGES, type TFieldError } from '../../../contract/errorBody';

/** Spec §7: a failed call is an error carrying its HTTP status; 0 means the server was never reached. */
export const NETWORK_STATUS = 0;
export const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** Statuses that mean the session is gone (spec §8). */
export const SESSION_GONE_STATUSES = [401, 419] as const;

/** Nested form errors as react-admin expects them under `body.errors`: `{ addressDetail: { postCode: '…' } }`. */
export type FormErrors = { [field: string]: string | FormErrors };

/** Turns the platform's dotted field names into the nested object react-admin puts under form fields. */
export function nestFieldErrors(fieldErrors: readonly TFieldError[]): FormErrors {
  const errors: FormErrors = {};
  for (const { fieldName, errorMessage } of fieldErrors) {
    const path = fieldName.split('.').filter(Boolean);
    if (path.length === 0) continue;
    let node = errors;
    for (const segment of path.slice(0, -1)) {
      if (typeof node[segment] !== 'object') node[segment] = {};
      node = node[segment] as FormErrors;
    }
    const leaf = path[path.length - 1];
    if (node[leaf] === undefined) node[leaf] = errorMessage;
  }
  return errors;
}

/**
 * A failed call (spec §7): react-admin's HttpError, which keeps the HTTP status, plus the status text the
 * response carried ('' when there was no response, or HTTP/2 sent none).
 */
export class KeelHttpError extends HttpError {
  constructor(
    message: string,
    status: number,
    body: unknown,
    readonly statusText = '',
  ) {
    super(message, status, body);
    this.name = 'HttpError';
  }
}

const unexpectedBody = () => ({ errors: { root: { serverError: MESSAGES.unexpected } } });

/**
 * The error for a response with status ≥ 400: the structured body used as is (spec §8). A response with
 * no structured body (a proxy's bare 502, a 404 page in HTML) keeps its status and status text, with the
 * spec's generic message (decision 0216): a 403 stays a 403 and a 502 stays retryable.
 */
export function toHttpError(status: number, json: unknown, statusText = ''): KeelHttpError {
  if (!isErrorBody(json)) return new KeelHttpError(MESSAGES.unexpected, status, unexpectedBody(), statusText);
  const { errorMessage, fieldErrors } = json.error;
  const errors = { ...nestFieldErrors(fieldErrors), root: { serverError: errorMessage } };
  return new KeelHttpError(errorMessage, status, { ...(json as object), errors }, statusText);
}

/** The error for a request that never got an answer (offline, DNS, refused connection). */
export function networkError(): KeelHttpError {
  return new KeelHttpError(NETWORK_MESSAGE, NETWORK_STATUS, {
    errors: { root: { serverError: NETWORK_MESSAGE } },
  });
}

export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Spec §8: a 401 or 419 means the session is gone; the auth provider handles it, never a toast of its own. */
export function isSessionGone(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && (SESSION_GONE_STATUSES as readonly number[]).includes(status);
}

/** The platform's field errors of a refused write (a 400's `fieldErrors`), as it sent them. */
export const fieldErrorsOf = (error: unknown): TFieldError[] =>
  (error as { body?: { error?: { fieldErrors?: TFieldError[] } } } | null)?.body?.error?.fieldErrors ?? [];

/** Form errors react-admin puts under fields (`body.errors`, see toHttpError); undefined when there are none. */
export const formErrorsOf = (error: unknown): FormErrors | undefined =>
  (error as { body?: { errors?: FormErrors } } | null)?.body?.errors;

/** What a form's submit handler returns for a refused write: its form errors, or its message at the root. */
export const submissionErrorsOf = (error: unknown): FormErrors =>
  formErrorsOf(error) ?? { root: { serverError: error instanceof Error ? error.message : String(error) } };
