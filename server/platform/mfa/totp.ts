import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, six digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock up to ~30 s off, or a code typed just as it changed. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account = '', issuer = 'Keel'): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

/**
 * The time step of the code if it is valid now, or undefined. A code whose step is not after
 * `lastUsedStep` is refused, so a code seen over someone's shoulder cannot be used again.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? undefined : step;
}
