import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type TConfig, type TContent } from '../../../contract/firm';
import { SPACES } from '../../../contract/theme';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { firms } from '../db/schema';
import { forbidden } from '../errors';
import { ROOT_NODE_ID } from '../nodes/subtree';
import { isEnabled } from './features';
import { ownSettings, settingsKey, writeSettings } from './settings';

const STARTER_CONFIG: TConfig = {
  investorSignUpEnabled: false,
  investorWithdrawalsEnabled: true,
  investorShowPerformance: true,
  investorWrapperTypes: ['GIA', 'ISA', 'SIPP'],
  minimumInitialInvestment: 100,
  minimumRegularContribution: 25,
};

function starterContent(firmName: string): Record<(typeof SPACES)[number], TContent> {
  return {
    Professional: {
      welcomeHeading: `Welcome to ${firmName}`,
      signInMessage: `Sign in to manage your clients at ${firmName}.`,
    },
    Investor: {
      welcomeHeading: `Welcome to ${firmName}`,
      welcomeMessage: 'See your investments, pay in and keep your details up to date.',
      signInMessage: 'Sign in to see your investments.',
      importantInformation:
        'The value of investments can go down as well as up, and you may get back less than you invest.',
    },
  };
}

/**
 * The firm set-up automation (spec §4: gated by a feature flag, `firmSetupAutomation`): gives the firm's
 * root node starter content for both spaces and a starting investor configuration, filling only what is
 * not set (running it again changes nothing). All in one transaction; answers what it filled.
 */
export async function runFirmSetup(db: Database, caller: Caller): Promise<{ created: string[] }> {
  if (!(await isEnabled(db, caller.firmId, 'firmSetupAutomation')))
    throw forbidden('Firm set-up automation is not turned on for this firm');
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, caller.firmId));
  const content = starterContent(firm.name);
  const created: string[] = [];
  await db.transaction(async (tx) => {
    const fill = async (label: string, key: string, entityType: string, starter: Record<string, unknown>) => {
      const own = await ownSettings(tx, caller.firmId, ROOT_NODE_ID, key);
      const missing = Object.fromEntries(Object.entries(starter).filter(([field]) => !(field in own.data)));
      if (!Object.keys(missing).length) return;
      await writeSettings(tx, caller, { nodeId: ROOT_NODE_ID, key, entityType, changes: missing });
      created.push(label);
    };
    for (const space of SPACES)
      await fill(
        `${space} content ${DEFAULT_LOCALE}`,
        settingsKey.content(space, DEFAULT_LOCALE),
        'nodeContent',
        content[space],
      );
    await fill('Investor configuration', settingsKey.config(), 'nodeConfig', STARTER_CONFIG);
  });
  return { created };
}
