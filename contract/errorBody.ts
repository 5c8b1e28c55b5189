/**
 * Spec §3 "Error body" and §8: the one error shape every part of Keel speaks, and the messages of spec §8.
 * Plain TypeScript, apart from its schema (errors.ts), so the console's first load needs no zod: the
 * console checks an error body with `isErrorBody`, which `errorBody.test.ts` holds to the schema.
 */
export interface TFieldError {
  fieldName: string;
  errorMessage: string;
}
export interface TErrorBody {
  error: { statusCode: number; errorMessage: string; fieldErrors: TFieldError[] };
}

/** Exact messages from spec §8 and ARCHITECTURE.md. */
export const MESSAGES = {
  unexpected: 'An unexpected error occurred',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forgotUserProvider: 'You forgot to wrap your app in <UserProvider>.',
  requiredParameter: (name: string, operation: string) =>
    `Required parameter ${name} was null or undefined when calling ${operation}.`,
} as const;

export function errorBody(
  statusCode: number,
  errorMessage: string,
  fieldErrors: TFieldError[] = [],
): TErrorBody {
  return { error: { statusCode, errorMessage, fieldErrors } };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is TFieldError =>
  isObject(value) && typeof value.fieldName === 'string' && typeof value.errorMessage === 'string';

/** Whether a value is an error body: what ZErrorBody accepts (its extra keys are kept, not stripped). */
export function isErrorBody(value: unknown): value is TErrorBody {
  if (!isObject(value) || !isObject(value.error)) return false;
  const { statusCode, errorMessage, fieldErrors } = value.error;
  return (
    Number.isSafeInteger(statusCode) &&
    typeof errorMessage === 'string' &&
    Array.isArray(fieldErrors) &&
    fieldErrors.every(isFieldError)
  );
}
