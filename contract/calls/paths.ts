import { MESSAGES } from '../errorBody';

/**
 * Path templates of the call table (`/client/{firmId}/{id}`), filled and checked the same way on the
 * server and in the console. Apart from the table so the console's first load need not carry it.
 */

/** Names of the `{param}` segments of a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Express 5 form of a path template: `{firmId}` becomes `:firmId`. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The missing-parameter error of spec §8, raised before any request is made. */
export class RequiredParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly operation: string,
  ) {
    super(MESSAGES.requiredParameter(parameter, operation));
    this.name = 'RequiredError';
  }
}

/** Fills a call's path template, refusing a missing parameter with the spec's message. */
export function buildPath(operation: string, path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === null || value === undefined || value === '')
      throw new RequiredParameterError(name, operation);
    return encodeURIComponent(String(value));
  });
}
