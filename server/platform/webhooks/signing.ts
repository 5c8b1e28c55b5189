import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keel-Signature (decision 1001): `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the endpoint's
 * secret. During a rotation's overlap the header carries one `v1=` per live secret, newest first,
 * separated by ", ", so a receiver that still holds the old secret and one that already holds the new one
 * both find a match. The timestamp is signed too, so a receiver can refuse replays older than it allows.
 */

export const signatureOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return secrets.map((s) => `v1=${signatureOf(s, timestamp, body)}`).join(', ');
}

/** What a receiver does: true when any `v1=` of the header is the body's signature under `secret`. */
export function verifySignature(header: string, secret: string, timestamp: number, body: string): boolean {
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .some((part) => {
      const given = Buffer.from(part.slice(3), 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
