import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { PASSWORD_MESSAGES, PASSWORD_NOTICES, ZResetPassword } from '../../contract/passwords';
import type { Logger } from '../log';
import type { Database } from '../platform/identity';
import { AppError } from '../platform/identity';
import type { Mailer } from '../platform/identity';
import { LIMITS, perAddressLimit, perIpLimit, TOO_MANY_ATTEMPTS } from '../platform/identity';
import { firmOfToken, requestPasswordReset, setPasswordWithToken } from '../platform/identity';
import { loadLoginTheme, PRODUCT_THEME } from './theme';
import { messagePage } from './views';
import { PASSWORDS_DIFFER, resetRequestPage, setPasswordPage } from './views-security';

interface PasswordPageDeps {
  db: Database;
  mailer: Mailer;
  base: string;
  publicUrl: string;
  log: Logger;
}

/**
 * "Forgot your password?" and the page a password e-mail links to (decision 0505): `${base}/password/reset`
 * asks for a link, `${base}/password/set?token=` sets the password. They call the same services as
 * POST /reset and POST /setpassword, with the same limits; nothing on them says whether an account exists.
 */
export function passwordPageRoutes(deps: PasswordPageDeps): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const tooMany = (req: Request, res: Response) => void rejectTooMany(deps, req, res);
  router.use('/password', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/password/reset', (req, res, next) => showResetRequest(deps, req, res).catch(next));
  router.post(
    '/password/reset',
    form,
    perIpLimit({ ...LIMITS.resetPerIp, onLimit: tooMany }),
    perAddressLimit({ ...LIMITS.resetPerAddress, onLimit: tooMany }),
    (req, res, next) => submitResetRequest(deps, req, res).catch(next),
  );
  router.get('/password/set', (req, res, next) => showSetPassword(deps, req, res).catch(next));
  router.post(
    '/password/set',
    form,
    perIpLimit({ ...LIMITS.setPasswordPerIp, onLimit: tooMany }),
    (req, res, next) => submitSetPassword(deps, req, res).catch(next),
  );
  router.use('/password', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    deps.log.error('Password page failed', { err });
    res
      .status(500)
      .type('html')
      .send(
        messagePage(
          deps.base,
          PRODUCT_THEME,
          'Something went wrong',
          'Please try again.',
          `${deps.publicUrl}/`,
        ),
      );
  });
  return router;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const firmOf = (req: Request) => text(req.query.firm, 40) || undefined;

async function screen(deps: PasswordPageDeps, firmHint: string | undefined) {
  return {
    base: deps.base,
    theme: await loadLoginTheme(deps.db, firmHint),
    firmHint,
    consoleUrl: `${deps.publicUrl}/`,
  };
}

async function showResetRequest(deps: PasswordPageDeps, req: Request, res: Response) {
  res.type('html').send(resetRequestPage(await screen(deps, firmOf(req))));
}

async function rejectTooMany(deps: PasswordPageDeps, req: Request, res: Response) {
  const { base, theme, consoleUrl } = await screen(deps, firmOf(req));
  res
    .status(429)
    .type('html')
    .send(messagePage(base, theme, 'Please wait', TOO_MANY_ATTEMPTS, consoleUrl));
}

async function submitResetRequest(deps: PasswordPageDeps, req: Request, res: Response) {
  const common = await screen(deps, firmOf(req));
  const email = text(req.body?.email, 320);
  const parsed = ZResetPassword.safeParse({ email });
  if (!parsed.success)
    return void res
      .type('html')
      .send(resetRequestPage({ ...common, email, emailError: parsed.error.issues[0].message }));
  const { message } = await requestPasswordReset(deps.db, deps.mailer, parsed.data.email);
  res.type('html').send(messagePage(deps.base, common.theme, 'Check your email', message, common.consoleUrl));
}

async function showSetPassword(deps: PasswordPageDeps, req: Request, res: Response) {
  const token = text(req.query.token, 200);
  const firmId = token ? await firmOfToken(deps.db, token) : undefined;
  if (!firmId) return linkInvalid(deps, res);
  const common = await screen(deps, firmId);
  res.type('html').send(setPasswordPage({ ...common, token }));
}

async function submitSetPassword(deps: PasswordPageDeps, req: Request, res: Response) {
  const token = text(req.body?.token, 200);
  const password = text(req.body?.password, 1024);
  const firmId = token ? await firmOfToken(deps.db, token) : undefined;
  if (!firmId) return linkInvalid(deps, res);
  const common = await screen(deps, firmId);
  if (password !== text(req.body?.confirm, 1024))
    return void res.type('html').send(setPasswordPage({ ...common, token, confirmError: PASSWORDS_DIFFER }));
  try {
    await setPasswordWithToken(deps.db, token, password);
  } catch (err) {
    // The link was spent a moment ago (another tab), or the password broke a rule the page shows.
    const problem = err instanceof AppError ? err.fieldErrors[0] : undefined;
    if (!problem) throw err;
    if (problem.fieldName === 'token') return linkInvalid(deps, res);
    return void res
      .type('html')
      .send(setPasswordPage({ ...common, token, passwordError: problem.errorMessage }));
  }
  res
    .type('html')
    .send(
      messagePage(deps.base, common.theme, 'Password set', PASSWORD_NOTICES.passwordSet, common.consoleUrl),
    );
}

async function linkInvalid(deps: PasswordPageDeps, res: Response) {
  const { base, theme } = await screen(deps, undefined);
  res
    .status(400)
    .type('html')
    .send(messagePage(base, theme, 'Link expired', PASSWORD_MESSAGES.linkInvalid, `${base}/password/reset`));
}
