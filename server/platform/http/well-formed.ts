import type { RequestHandler } from 'express';
import type { TFieldError } from '../../../contract/errors';
import { badRequest, fieldError } from '../errors';

/**
 * Input that no call can use, refused for every call before anything reads it (issue 11):
 *  - text PostgreSQL cannot store: U+0000 anywhere (text and jsonb refuse it) and unpaired UTF-16
 *    surrogates (not Unicode; drivers mangle or refuse them), in any string or object key;
 *  - JSON nested deeper than any call's body, which recursive code (hashing, logging, zod) would
 *    overflow the stack on.
 * The walk is iterative, so the check cannot itself overflow on the input it exists to refuse.
 */
export const MAX_BODY_DEPTH = 32;

export const TEXT_MESSAGES = {
  nul: 'Must not contain the NUL character (U+0000)',
  surrogate: 'Must not contain an unpaired UTF-16 surrogate (text that is not Unicode)',
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Why text cannot be stored, or undefined when it can. */
export function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (text.search(LONE_SURROGATE) >= 0) return TEXT_MESSAGES.surrogate;
  return undefined;
}

interface Finding {
  fieldErrors: TFieldError[];
  tooDeep: boolean;
}

/**
 * Every string and key in `input` that cannot be stored, each named by its dotted path as zodFieldErrors
 * names fields ("addressDetail.postCode", "ids.0"); `tooDeep` once nesting passes `maxDepth`.
 */
export function inspect(input: unknown, maxDepth = MAX_BODY_DEPTH): Finding {
  const fieldErrors: TFieldError[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) fieldErrors.push({ fieldName: nameOf(path), errorMessage: problem });
      continue;
    }
    if (!isContainer(value)) continue;
    if (path.length >= maxDepth) return { fieldErrors, tooDeep: true };
    for (const [key, child] of Object.entries(value)) {
      const problem = unstorableText(key);
      // The key itself is the bad text: name it as it will print, and do not look further in.
      if (problem) fieldErrors.push({ fieldName: nameOf([...path, printable(key)]), errorMessage: problem });
      else stack.push({ value: child, path: [...path, key] });
    }
  }
  return { fieldErrors, tooDeep: false };
}

/** Parsed JSON and query objects only: a raw upload's Buffer is bytes, not text. */
const isContainer = (value: unknown): value is object =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && !Buffer.isBuffer(value));

const nameOf = (path: string[]) => (path.length ? path.join('.') : 'body');
const printable = (key: string) => key.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd');

/**
 * Right after the JSON parser: a body nested past MAX_BODY_DEPTH is a 400 before anything else (the
 * idempotency hash, a rate limiter, a handler) looks at it.
 */
export const shallowBody: RequestHandler = (req, _res, next) => {
  if (isContainer(req.body) && inspect(req.body).tooDeep)
    throw fieldError('body', `Must not be nested more than ${MAX_BODY_DEPTH} levels deep`);
  next();
};

/** First in every call's chain (anonymous ones too): path parameters, query and body hold storable text. */
export const storableText: RequestHandler = (req, _res, next) => {
  const fieldErrors = [
    ...inspect(req.params).fieldErrors,
    ...inspect(req.query).fieldErrors,
    ...(isContainer(req.body) ? inspect(req.body).fieldErrors : []),
  ];
  if (fieldErrors.length) throw badRequest(fieldErrors);
  next();
};
