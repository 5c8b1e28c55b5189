import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * The console's CSP. Scripts only from our origin. style-src allows 'unsafe-inline' because MUI/emotion
 * write style attributes and <style> tags at run time; scripts stay strict, which is what matters for XSS.
 * Forms may post to us and to the issuer (sign-in pages live there when the IdP is on another origin).
 */
export function securityHeaders(config: Config): RequestHandler {
  const issuer = new URL(config.oidc.issuerUrl).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", issuer],
        ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
}
