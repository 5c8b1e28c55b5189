import { DEFAULT_BANK_FEED_DELAY_SECONDS, type TConfig } from '../../../contract/firm';
import type { TTheme } from '../../../contract/theme';
import type { Tx } from '../db/connection';
import { firmFeatures, nodeSettings } from '../db/schema';
import { DEMO2_FIRM_ID, DEMO_FIRM_ID } from './demo-firms';

/** The demo firms' themes (the root's and the client firm's) and feature flags. */

const DEMO1_THEME: TTheme = {
  windowTitle: 'Demo Wealth Management',
  footerCopyright:
    '© 2026 Demo Wealth Management Ltd. Authorised and regulated by the Financial Conduct Authority.',
  backgroundColor: '#1d1739',
  backgroundColorContrast: '#ffffff',
  brandColor: '#f85c88',
  ctaColor: '#0573a9',
  ctaColorContrast: '#ffffff',
  orderExecutionPolicyUrl: 'https://demo1.example.com/order-execution-policy',
};
const HARBOUR_THEME: TTheme = {
  windowTitle: 'Harbour Financial Planning',
  footerCopyright:
    '© 2026 Harbour Financial Planning LLP, an appointed representative of Demo Wealth Management Ltd.',
  brandColor: '#2a9d8f',
};
const DEMO2_THEME: TTheme = {
  windowTitle: 'Second Demo Firm',
  footerCopyright: '© 2026 Second Demo Firm plc',
  backgroundColor: '#0b3d2e',
  backgroundColorContrast: '#ffffff',
  brandColor: '#e9c46a',
  ctaColor: '#2a6f97',
  ctaColorContrast: '#ffffff',
};
/** DEMO1's configuration: its money arrives by itself (the simulated bank feed), so a demo journey finishes. */
const DEMO1_CONFIG: TConfig = {
  bankFeedSimulator: true,
  bankFeedDelaySeconds: DEFAULT_BANK_FEED_DELAY_SECONDS,
  // A typical platform tariff: funds dealt free, £5.95 an exchange deal, stamp and levy passed on.
  dealingChargeExchange: 5.95,
  collectStampDuty: true,
  collectPtmLevy: true,
};
const DEMO1_FEATURES = [
  'nodeThemes',
  'firmSetupAutomation',
  'clientGroups',
  'models',
  'illustrations',
  'crystallisation',
];

export async function seedSettings(tx: Tx, adminId: string, admin2Id: string, clientFirmId: string) {
  const theme = (firmId: string, nodeId: string, data: TTheme, by: string) => ({
    firmId,
    nodeId,
    kind: 'theme' as const,
    data,
    createdBy: by,
    updatedBy: by,
  });
  await tx
    .insert(nodeSettings)
    .values([
      theme(DEMO_FIRM_ID, '0', DEMO1_THEME, adminId),
      theme(DEMO_FIRM_ID, clientFirmId, HARBOUR_THEME, adminId),
      theme(DEMO2_FIRM_ID, '0', DEMO2_THEME, admin2Id),
      { ...theme(DEMO_FIRM_ID, '0', {}, adminId), kind: 'config', data: DEMO1_CONFIG },
    ]);
  await tx
    .insert(firmFeatures)
    .values([
      ...DEMO1_FEATURES.map((name) => ({ firmId: DEMO_FIRM_ID, name, enabled: true })),
      { firmId: DEMO_FIRM_ID, name: 'investorPortal', enabled: false },
      { firmId: DEMO2_FIRM_ID, name: 'nodeThemes', enabled: true },
    ]);
}
