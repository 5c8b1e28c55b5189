import { createHash, randomInt } from 'node:crypto';

/** How many one-time recovery codes a user gets at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. 31 symbols × 10 ≈ 50 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Fresh codes to show once, formatted "xxxxx-xxxxx". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Codes are long and random, so a fast hash is enough; spaces, dashes and case are ignored. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

export function looksLikeRecoveryCode(input: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(input.trim());
}
