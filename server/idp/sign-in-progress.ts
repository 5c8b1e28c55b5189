import type Provider from 'oidc-provider';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * How far a sign-in has got after the password: it is kept on oidc-provider's interaction (bound to this
 * browser by the interaction cookie), under a key of ours in `result`. oidc-provider reads only
 * `result.login` and `result.consent`, which are written when the sign-in finishes and replace this.
 */
export interface SignInProgress {
  userId: string;
  /** 'done': enrolled, recovery codes shown; one press of Continue finishes the sign-in. */
  step: 'code' | 'enrol' | 'done';
}

const KEY = 'keelSignIn';
const STEPS = new Set<SignInProgress['step']>(['code', 'enrol', 'done']);

export function progressOf(interaction: Interaction): SignInProgress | undefined {
  const value = interaction.result?.[KEY] as Partial<SignInProgress> | undefined;
  if (typeof value?.userId !== 'string' || !value.step || !STEPS.has(value.step)) return undefined;
  return { userId: value.userId, step: value.step };
}

export async function saveProgress(interaction: Interaction, progress: SignInProgress | undefined) {
  interaction.result = { ...interaction.result, [KEY]: progress };
  await interaction.persist();
}
