import { z } from 'zod';
// Plain-English messages must be configured wherever a schema is used, server and console alike.
import './messages';
import type { TErrorBody, TFieldError } from './errorBody';

export { errorBody, isErrorBody, MESSAGES, type TErrorBody, type TFieldError } from './errorBody';

/** Spec §3 "Error body" and §8 (errorBody.ts): its schema, for the OpenAPI and the server's tests. */
export const ZFieldError = z.object({
  fieldName: z.string(),
  errorMessage: z.string(),
}) satisfies z.ZodType<TFieldError>;
export const ZErrorBody = z.object({
  error: z.object({
    statusCode: z.number().int(),
    errorMessage: z.string(),
    fieldErrors: z.array(ZFieldError),
  }),
}) satisfies z.ZodType<TErrorBody>;
