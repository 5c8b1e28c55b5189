/**
 * What the OpenID provider (server/idp) may use of the platform, in one place (issue 14, decision 0021):
 * the users it signs in, their second factor and lock-out, password set-up and reset, the mail outbox, and
 * the tables it keeps its own state in (OIDC payloads, signing keys) or reads for the sign-in page's
 * branding. The IdP imports nothing else of the platform; a lint rule holds it to this module.
 */
export type { Database } from '../db/connection';
export { firms, nodeSettings, oidcPayloads, signingKeys, users } from '../db/schema';
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
export { pruneExpiredTokens } from '../passwords/tokens';
export { verifyPassword } from '../users/passwords';
