/**
 * What the OpenID provider (server/idp) and the BFF (server/bff) may use of the platform, in one place
 * (issue 14, decision 0021): the users the IdP signs in, their second factor and lock-out, password set-up
 * and reset, the mail outbox, the tables the IdP keeps its own state in (OIDC payloads, signing keys) or
 * reads for the sign-in page's branding, and the BFF's record of ended sessions. Neither imports anything
 * else of the platform; a lint rule holds them to this module.
 */
export type { Database } from '../db/connection';
export { endedSessions, firms, nodeSettings, oidcPayloads, signingKeys, users } from '../db/schema';
export { AppError } from '../errors';
export { accountKeyOf, clearFailures, lockedUntil, pruneSignInFailures, recordFailure } from '../mfa/lockout';
export { createSecretBox, type SecretBox } from '../mfa/secret-box';
export { confirmEnrolment, secondFactorNeeded, startEnrolment, verifySecondFactor } from '../mfa/service';
export { otpauthUri } from '../mfa/totp';
export { createMailer, type Mailer } from '../outbox/mailer';
export {
  LIMITS,
  perAddressLimit,
  perIpFailureLimit,
  perIpLimit,
  TOO_MANY_ATTEMPTS,
} from '../passwords/rate-limits';
export { firmOfToken, requestPasswordReset, setPasswordWithToken } from '../passwords/service';
export { pruneExpiredTokens } from '../passwords/set-up-tokens';
export { verifyPassword } from '../users/passwords';
