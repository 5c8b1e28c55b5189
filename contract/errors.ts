import { z } from 'zod';
// Plain-English messages must be configured wherever a schema is used, server and console alike.
import './messages';

/** Spec §3 "Error body" and §8: the one error shape every part of Keel speaks. */
export const ZFieldError = z.object({ fieldName: z.string(), errorMessage: z.string() });
export const ZErrorBody = z.object({
  error: z.object({
    statusCode: z.number().int(),
    errorMessage: z.string(),
    fieldErrors: z.array(ZFieldError),
  }),
});
export type TFieldError = z.infer<typeof ZFieldError>;
export type TErrorBody = z.infer<typeof ZErrorBody>;

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
