/**
 * The return-path rule (decision 0105), shared by the BFF (/api/auth/login and the sign-in callback) and
 * the console (/auth/signin?returnUrl, the sign-out note). A return path is a console page on our own
 * origin. The value is judged the way it will be acted on: the browser strips tabs and newlines, reads
 * "\" as "/", and resolves dot segments (encoded ones too) and a later hop may decode it once more. So the
 * value is normalised first and the result checked; anything doubtful becomes HOME, never a best guess.
 */
export const HOME = '/';

/** Longer than any page address the console makes; a longer value is not a return path. */
export const MAX_RETURN_PATH_LENGTH = 2000;

/** Only ever used to resolve a path; a value that leaves this origin is another site. */
const BASE = 'http://return-path.invalid';
// Control characters are exactly what this rule looks for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Paths that are not pages to come back to: the BFF's endpoints and the sign-in page itself. */
const NOT_A_PAGE = /^\/(api|auth\/signin)(\/|$)/i;
/** Enough rounds for any real path; a value still changing after this many decodings is refused. */
const DECODE_ROUNDS = 4;

/** The same-origin path to return to after sign-in, or HOME when `value` is not a safe one. */
export function safeReturnPath(value: unknown): string {
  return normaliseReturnPath(value) ?? HOME;
}

/** The normalised same-origin path `value` leads to, or undefined when it could lead anywhere else. */
export function normaliseReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  // Raw control characters and backslashes are rewritten by browsers ("/\t/evil" is "//evil").
  if (!value.startsWith('/') || CONTROL.test(value) || value.includes('\\')) return undefined;
  const rawPath = value.split(/[?#]/, 1)[0];
  const decodedPath = fullyDecoded(rawPath);
  if (decodedPath === undefined || !isPlainPath(decodedPath)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  if (NOT_A_PAGE.test(fullyDecoded(pathname) ?? '')) return undefined;
  return `${pathname}${url.search}${url.hash}`;
}

/**
 * A path that stays a path however often it is decoded: it starts with one slash, climbs nowhere ("." and
 * ".." segments, "%2e%2e" included) and holds no control characters or backslashes once decoded.
 */
function isPlainPath(decoded: string): boolean {
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return false;
  if (CONTROL.test(decoded) || decoded.includes('\\')) return false;
  return !decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Percent-decodes until nothing changes; undefined when malformed or still changing after the rounds. */
function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}
