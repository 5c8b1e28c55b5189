import type Provider from 'oidc-provider';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { Database } from '../platform/identity';
import type { SecretBox } from '../platform/identity';
import type { Interaction } from './sign-in-progress';

/*
 * What the sign-in screens are built from, and the firm an interaction names. Both the password step
 * (interactions.ts) and the second-factor steps (second-factor.ts) need them, so they sit below both.
 */

export interface InteractionDeps {
  provider: Provider;
  db: Database;
  config: Config;
  log: Logger;
  base: string;
  /** Opens and seals the users' TOTP secrets. */
  box: SecretBox;
}

/** The firm the console asked the sign-in to brand itself for (`firm_hint`), if any. */
export function firmHintOf(interaction: Interaction): string | undefined {
  const hint = interaction.params.firm_hint;
  return typeof hint === 'string' && hint ? hint : undefined;
}
