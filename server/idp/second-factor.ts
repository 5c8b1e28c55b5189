import type { Request, Response } from 'express';
import { errors } from 'oidc-provider';
import QRCode from 'qrcode';
import { PASSWORD_MESSAGES } from '../../contract/passwords';
import { accountKeyOf, clearFailures, lockedUntil, recordFailure } from '../platform/identity';
import {
  confirmEnrolment,
  secondFactorNeeded,
  startEnrolment,
  verifySecondFactor,
} from '../platform/identity';
import { otpauthUri } from '../platform/identity';
import { findActiveUser } from './accounts';
import { firmHintOf, type InteractionDeps } from './interaction-context';
import { progressOf, saveProgress, type Interaction, type SignInProgress } from './sign-in-progress';
import { loadLoginTheme } from './theme';
import { CODE_INCORRECT, codePage, enrolPage, recoveryCodesPage } from './views-security';
import { loginPage } from './views';

/**
 * The steps after a correct password (decision 0503): a code from the authenticator (or a recovery
 * code), or, for someone whose firm requires MFA and who has none yet, enrolment. Wrong codes count
 * towards the same lock-out as wrong passwords.
 */
type User = NonNullable<Awaited<ReturnType<typeof findActiveUser>>>;
type Step = SignInProgress['step'];

export async function afterPassword(
  deps: InteractionDeps,
  interaction: Interaction,
  user: User,
  req: Request,
  res: Response,
) {
  const need = await secondFactorNeeded(deps.db, user);
  if (need === 'none') return finishSignIn(deps, user, ['pwd'], req, res);
  await saveProgress(interaction, { userId: user.id, step: need });
  await renderStep(deps, interaction, user, need, res);
}

/** GET of the interaction while a second-factor step is open (a reload, or the back button). */
export async function resumeStep(
  deps: InteractionDeps,
  interaction: Interaction,
  progress: SignInProgress,
  req: Request,
  res: Response,
) {
  const user = await findActiveUser(deps.db, progress.userId);
  if (!user) return restartAtLogin(deps, interaction, res);
  if (progress.step === 'done') return finishSignIn(deps, user, ['pwd', 'otp', 'mfa'], req, res);
  await renderStep(deps, interaction, user, progress.step, res);
}

export async function submitCode(deps: InteractionDeps, req: Request, res: Response) {
  const { interaction, user } = await stepContext(deps, req, res, 'code');
  if (!user) return restartAtLogin(deps, interaction, res);
  if (await lockedUntil(deps.db, accountKeyOf(user.email))) return lockedOut(deps, interaction, user, res);
  const how = await verifySecondFactor(deps.db, deps.box, user, codeOf(req));
  if (!how) return codeFailed(deps, interaction, user, 'code', res);
  await finishSignIn(deps, user, how === 'totp' ? ['pwd', 'otp', 'mfa'] : ['pwd', 'mfa'], req, res);
}

export async function submitEnrolment(deps: InteractionDeps, req: Request, res: Response) {
  const { interaction, user } = await stepContext(deps, req, res, 'enrol');
  if (!user) return restartAtLogin(deps, interaction, res);
  if (await lockedUntil(deps.db, accountKeyOf(user.email))) return lockedOut(deps, interaction, user, res);
  const codes = await confirmEnrolment(deps.db, deps.box, user, codeOf(req));
  if (!codes) return codeFailed(deps, interaction, user, 'enrol', res);
  deps.log.info('MFA enrolled', { userId: user.id, firmId: user.firmId });
  await saveProgress(interaction, { userId: user.id, step: 'done' });
  const theme = await loadLoginTheme(deps.db, user.firmId);
  res
    .type('html')
    .send(recoveryCodesPage({ base: deps.base, theme, firmHint: user.firmId, uid: interaction.uid, codes }));
}

export async function submitContinue(deps: InteractionDeps, req: Request, res: Response) {
  const { interaction, user } = await stepContext(deps, req, res, 'done');
  if (!user) return restartAtLogin(deps, interaction, res);
  await finishSignIn(deps, user, ['pwd', 'otp', 'mfa'], req, res);
}

const codeOf = (req: Request) =>
  typeof req.body?.code === 'string' ? req.body.code.trim().slice(0, 20) : '';

/** The interaction and its user, when the interaction is at `step`; any other state is a stale form. */
async function stepContext(deps: InteractionDeps, req: Request, res: Response, step: Step) {
  const interaction = await deps.provider.interactionDetails(req, res);
  const progress = interaction.uid === req.params.uid ? progressOf(interaction) : undefined;
  if (!progress || progress.step !== step) throw new errors.SessionNotFound('no such sign-in step');
  return { interaction, user: await findActiveUser(deps.db, progress.userId) };
}

async function renderStep(
  deps: InteractionDeps,
  interaction: Interaction,
  user: User,
  step: Exclude<Step, 'done'>,
  res: Response,
  error?: string,
) {
  const theme = await loadLoginTheme(deps.db, user.firmId);
  const common = {
    base: deps.base,
    theme,
    firmHint: user.firmId,
    uid: interaction.uid,
    consoleUrl: `${deps.config.publicUrl}/`,
    error,
  };
  if (step === 'code') return void res.type('html').send(codePage(common));
  const secret = await startEnrolment(deps.db, deps.box, user);
  const qrDataUrl = await QRCode.toDataURL(otpauthUri(secret, user.email, theme.windowTitle), {
    margin: 1,
    width: 200,
  });
  res.type('html').send(enrolPage({ ...common, secret, qrDataUrl }));
}

async function codeFailed(
  deps: InteractionDeps,
  interaction: Interaction,
  user: User,
  step: 'code' | 'enrol',
  res: Response,
) {
  res.locals.attemptFailed = true;
  deps.log.info('Second factor refused', { userId: user.id, step });
  if (await recordFailure(deps.db, accountKeyOf(user.email))) return lockedOut(deps, interaction, user, res);
  await renderStep(deps, interaction, user, step, res, CODE_INCORRECT);
}

/** Locked: back to the sign-in form with the lock-out message, exactly as a locked password gets. */
async function lockedOut(deps: InteractionDeps, interaction: Interaction, user: User, res: Response) {
  await saveProgress(interaction, undefined);
  const theme = await loadLoginTheme(deps.db, user.firmId);
  res.type('html').send(
    loginPage({
      base: deps.base,
      uid: interaction.uid,
      theme,
      firmHint: user.firmId,
      email: user.email,
      error: PASSWORD_MESSAGES.lockedOut,
    }),
  );
}

/** The user was suspended (or removed) half-way: forget the progress and ask for the password again. */
async function restartAtLogin(deps: InteractionDeps, interaction: Interaction, res: Response) {
  await saveProgress(interaction, undefined);
  const firmHint = firmHintOf(interaction);
  const theme = await loadLoginTheme(deps.db, firmHint);
  res.type('html').send(loginPage({ base: deps.base, uid: interaction.uid, theme, firmHint }));
}

/** The sign-in is complete: clear the failure count and hand the account back to oidc-provider. */
export async function finishSignIn(
  deps: InteractionDeps,
  user: User,
  amr: string[],
  req: Request,
  res: Response,
) {
  await clearFailures(deps.db, accountKeyOf(user.email));
  deps.log.info('Signed in', { userId: user.id, firmId: user.firmId, amr });
  await deps.provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.id, amr } },
    { mergeWithLastSubmission: false },
  );
}
