import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { errors } from 'oidc-provider';
import { PASSWORD_MESSAGES } from '../../contract/passwords';
import { accountKeyOf, lockedUntil, recordFailure } from '../platform/identity';
import { LIMITS, perIpFailureLimit, TOO_MANY_ATTEMPTS } from '../platform/identity';
import { authenticateUser } from './accounts';
import { firmHintOf, type InteractionDeps } from './interaction-context';
import { afterPassword, resumeStep, submitCode, submitContinue, submitEnrolment } from './second-factor';
import { progressOf, type Interaction } from './sign-in-progress';
import { loadLoginTheme, PRODUCT_THEME } from './theme';
import { INTERACTION_EXPIRED, LOGIN_FAILED, loginPage, messagePage } from './views';

/**
 * Our sign-in screens at `${base}/interaction/:uid`: the login form (email + password), the second-factor
 * steps (second-factor.ts), and an automatic consent for the first-party console, which asks the user
 * nothing. Failed passwords and codes are rate-limited per client address and lock the e-mail address
 * after repeated failures (decision 0504).
 */
export function interactionRoutes(deps: InteractionDeps): Router {
  const router = Router();
  router.use('/interaction', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/interaction/:uid', (req, res, next) => showInteraction(deps, req, res).catch(next));
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const limit = perIpFailureLimit({ ...LIMITS.signInFailuresPerIp, onLimit: tooMany(deps) });
  const steps = { login: submitLogin, code: submitCode, enrol: submitEnrolment, continue: submitContinue };
  for (const [step, handler] of Object.entries(steps))
    router.post(`/interaction/:uid/${step}`, form, limit, (req, res, next) =>
      handler(deps, req, res).catch(next),
    );
  router.use('/interaction', (err: unknown, _req: Request, res: Response, next: NextFunction) =>
    interactionError(deps, err, res, next),
  );
  return router;
}

async function details(deps: InteractionDeps, req: Request, res: Response): Promise<Interaction> {
  const interaction = await deps.provider.interactionDetails(req, res);
  if (interaction.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
  return interaction;
}

async function showInteraction(deps: InteractionDeps, req: Request, res: Response) {
  const interaction = await details(deps, req, res);
  if (interaction.prompt.name === 'consent') return grantConsent(deps, interaction, req, res);
  const progress = progressOf(interaction);
  if (progress) return resumeStep(deps, interaction, progress, req, res);
  await showLogin(deps, interaction, res);
}

async function showLogin(
  deps: InteractionDeps,
  interaction: Interaction,
  res: Response,
  form: { email?: string; error?: string } = {},
) {
  const firmHint = firmHintOf(interaction);
  const theme = await loadLoginTheme(deps.db, firmHint);
  res.type('html').send(loginPage({ base: deps.base, uid: interaction.uid, theme, firmHint, ...form }));
}

/**
 * A locked address is refused before its password is even checked, with one message whether or not an
 * account has it (unknown addresses are counted and locked alike).
 */
async function submitLogin(deps: InteractionDeps, req: Request, res: Response) {
  const interaction = await details(deps, req, res);
  if (interaction.prompt.name !== 'login') throw new errors.SessionNotFound('no login prompt');
  const email = typeof req.body?.email === 'string' ? req.body.email.slice(0, 320) : '';
  const password = typeof req.body?.password === 'string' ? req.body.password.slice(0, 1024) : '';
  const key = accountKeyOf(email);
  if (key && (await lockedUntil(deps.db, key))) {
    res.locals.attemptFailed = true;
    return showLogin(deps, interaction, res, { email, error: PASSWORD_MESSAGES.lockedOut });
  }
  const user =
    email && password ? await authenticateUser(deps.db, email, password, firmHintOf(interaction)) : undefined;
  if (!user) {
    res.locals.attemptFailed = true;
    deps.log.info('Sign-in failed', { uid: interaction.uid });
    const locked = key ? await recordFailure(deps.db, key) : false;
    return showLogin(deps, interaction, res, {
      email,
      error: locked ? PASSWORD_MESSAGES.lockedOut : LOGIN_FAILED,
    });
  }
  await afterPassword(deps, interaction, user, req, res);
}

/** The console is our own client: grant what it asked for (OIDC scopes, claims, the platform resource). */
async function grantConsent(deps: InteractionDeps, interaction: Interaction, req: Request, res: Response) {
  const { provider } = deps;
  const { prompt, params, session } = interaction;
  if (params.client_id !== deps.config.oidc.clientId || !session)
    throw new errors.AccessDenied('unknown client');
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId: session.accountId, clientId: params.client_id as string });
  if (!grant) throw new errors.SessionNotFound('grant not found');
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/** Too many failed attempts from one address: a page that says so (429), never the form again. */
function tooMany(deps: InteractionDeps) {
  return (_req: Request, res: Response) =>
    void res
      .status(429)
      .type('html')
      .send(
        messagePage(
          deps.base,
          PRODUCT_THEME,
          'Sign-in problem',
          TOO_MANY_ATTEMPTS,
          `${deps.config.publicUrl}/`,
        ),
      );
}

/** A lost or expired interaction gets a page with a way back to the console, never a stack trace. */
function interactionError(deps: InteractionDeps, err: unknown, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const expired = err instanceof errors.SessionNotFound;
  if (!expired) deps.log.error('Sign-in interaction failed', { err });
  res
    .status(expired ? 400 : 500)
    .type('html')
    .send(
      messagePage(
        deps.base,
        PRODUCT_THEME,
        'Sign-in problem',
        expired ? INTERACTION_EXPIRED : 'Something went wrong.',
        `${deps.config.publicUrl}/`,
      ),
    );
}
