/**
 * The password rules (decisions 0503–0505) follow NCSC/NIST guidance: long rather than "complex", not a
 * well-known password, not the e-mail. Plain TypeScript, apart from the schemas (passwords.ts), so the
 * console's first load needs no zod.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Argon2 hashes any length, but a cap keeps a megabyte "password" from costing us anything. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common; choose one that is harder to guess',
  containsEmail: 'Do not use your email address in your password',
  sameAsCurrent: 'Choose a password different from your current one',
  currentIncorrect: 'The current password is incorrect',
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  /** Shown alike whether or not the address has an account: unknown addresses are locked out too. */
  lockedOut: 'Too many unsuccessful attempts. Please wait 15 minutes and try again.',
} as const;

/** The answers that must not depend on whether an account exists. */
export const PASSWORD_NOTICES = {
  resetSent:
    'If an account exists for this email address, we have sent it a link to set a new password. The link works once, within one hour.',
  passwordSet: 'Your password has been set. You can now sign in with it.',
  passwordChanged: 'Your password has been changed.',
} as const;

/**
 * Well-known passwords of 12 or more characters (from published breach top-lists), compared after
 * lower-casing and dropping spaces and punctuation. Short ones are refused by the length rule anyway.
 */
const COMMON_PASSWORDS = new Set([
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'passw0rd1234',
  'p4ssw0rd1234',
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '123123123123',
  '121212121212',
  '111111111111',
  '000000000000',
  '987654321098',
  '098765432109',
  '123456789123',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5y6',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'qazwsxedcrfv',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwertyuiopasdf',
  'qwerty123456',
  '123456qwerty',
  'qwertyqwerty',
  'asdfghjkl123',
  'asdfghjklqwerty',
  'abcdefghijkl',
  'abcdefghijklm',
  'abc123abc123',
  'abcd1234abcd1234',
  'iloveyou1234',
  'iloveyou12345',
  'welcome12345',
  'welcome123456',
  'letmein12345',
  'changeme1234',
  'changemenow1',
  'administrator',
  'administrator1',
  'football1234',
  'baseball1234',
  'princess1234',
  'sunshine1234',
  'superman1234',
  'starwars1234',
  'trustno1trustno1',
  'monkey123456',
  'dragon123456',
  'liverpool1234',
  'chelsea12345',
  'arsenal12345',
  'manchesterunited',
  'ilovemyfamily',
  'thisismypassword',
  'mypassword123',
  'secretpassword',
  'letmeinplease',
]);

function normalised(password: string): string {
  return password.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The first rule a new password breaks, or undefined. `email` is checked when known. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const plain = normalised(password);
  // One repeated character ("aaaaaaaaaaaa", "!!!!!!!!!!!!") is as guessable as any list entry.
  if (COMMON_PASSWORDS.has(plain) || new Set(password).size === 1) return PASSWORD_MESSAGES.common;
  if (email && containsEmail(password, email)) return PASSWORD_MESSAGES.containsEmail;
  return undefined;
}

function containsEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  return lower.includes(address) || (local.length >= 4 && lower.includes(local));
}
