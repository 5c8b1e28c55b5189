import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { Database } from '../platform/db/connection';
import { authenticateUser } from './accounts';
import { loadLoginTheme, PRODUCT_THEME } from './theme';
import { INTERACTION_EXPIRED, LOGIN_FAILED, loginPage, messagePage } from './views';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface InteractionDeps {
  provider: Provider;
  db: Database;
  config: Config;
  log: Logger;
  base: string;
}

/**
 * Our sign-in screens at `${base}/interaction/:uid`: the login form (email + password) and an automatic
 * consent for the first-party console, which asks the user nothing.
 */
export function interactionRoutes(deps: InteractionDeps): Router {
  const router = Router();
  router.use('/interaction', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/interaction/:uid', (req, res, next) => showInteraction(deps, req, res).catch(next));
  router.post(
    '/interaction/:uid/login',
    express.urlencoded({ extended: false, limit: '10kb' }),
    (req, res, next) => submitLogin(deps, req, res).catch(next),
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
  const firmHint = firmHintOf(interaction);
  const theme = await loadLoginTheme(deps.db, firmHint);
  res.type('html').send(loginPage({ base: deps.base, uid: interaction.uid, theme, firmHint }));
}

async function submitLogin(deps: InteractionDeps, req: Request, res: Response) {
  const interaction = await details(deps, req, res);
  if (interaction.prompt.name !== 'login') throw new errors.SessionNotFound('no login prompt');
  const email = typeof req.body?.email === 'string' ? req.body.email.slice(0, 320) : '';
  const password = typeof req.body?.password === 'string' ? req.body.password.slice(0, 1024) : '';
  const user = email && password ? await authenticateUser(deps.db, email, password) : undefined;
  if (!user) {
    deps.log.info('Sign-in failed', { uid: interaction.uid });
    const firmHint = firmHintOf(interaction);
    const theme = await loadLoginTheme(deps.db, firmHint);
    res
      .type('html')
      .send(
        loginPage({ base: deps.base, uid: interaction.uid, theme, firmHint, email, error: LOGIN_FAILED }),
      );
    return;
  }
  deps.log.info('Signed in', { userId: user.id, firmId: user.firmId });
  await deps.provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.id } },
    { mergeWithLastSubmission: false },
  );
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

function firmHintOf(interaction: Interaction): string | undefined {
  const hint = interaction.params.firm_hint;
  return typeof hint === 'string' && hint ? hint : undefined;
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
