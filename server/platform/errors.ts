import type { z } from 'zod';
import { MESSAGES, errorBody, type TFieldError } from '../../contract/errors';

/** The one error type of the platform API; the error handler turns it into the spec's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: TFieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody() {
    return errorBody(this.statusCode, this.message, this.fieldErrors);
  }
}

export const badRequest = (fieldErrors: TFieldError[], message = 'The request has errors; see fieldErrors') =>
  new AppError(400, message, fieldErrors);
export const fieldError = (fieldName: string, errorMessage: string) =>
  badRequest([{ fieldName, errorMessage }]);
export const unauthorised = (message = 'Sign in to continue') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);
export const staleVersion = () =>
  new AppError(412, 'This record was changed by someone else since you opened it; reload it and try again');
export const unexpected = () => new AppError(500, MESSAGES.unexpected);

/** Every zod issue becomes one fieldErrors entry named by its dotted path ("addressDetail.postCode"). */
export function zodFieldErrors(issues: readonly z.core.$ZodIssue[], prefix?: string): TFieldError[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((k) => ({
        fieldName: join(prefix, [...issue.path, k]),
        errorMessage: 'Unknown field',
      }));
    return [{ fieldName: join(prefix, issue.path) || prefix || 'body', errorMessage: issue.message }];
  });
}

function join(prefix: string | undefined, path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  return (prefix && prefix !== 'body' ? [prefix, ...parts] : parts).join('.');
}
