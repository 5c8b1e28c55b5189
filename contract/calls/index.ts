import { accountCalls } from './accounts';
import { assetCalls } from './assets';
import { authCalls } from './auth';
import { clientCalls } from './clients';
import { fileCalls, jobCalls, messageCalls } from './documents';
import { firmCalls } from './firm';
import { groupCalls } from './groups';
import { historyCalls } from './history';
import { illustrationCalls } from './illustrations';
import { ledgerCalls } from './ledger';
import { modelCalls } from './models';
import { notificationCalls } from './notifications';
import { passwordCalls } from './passwords';
import { pensionCalls } from './pensions';
import { portfolioCalls } from './portfolio';
import { productCalls } from './products';
import { rebalanceCalls } from './rebalance';
import { rebalanceBulkCalls } from './rebalanceBulk';
import { reportingCalls } from './reporting';
import { savedViewCalls } from './savedViews';
import { taxCalls } from './tax';
import { transferCalls } from './transfers';
import { userCalls } from './users';
import { webhookCalls } from './webhooks';

export type { CallDef, HttpMethod } from './define';
export * from './paths';

/**
 * The call table of spec §7, one module per area. The platform registers its routes from it, the OpenAPI
 * document is generated from it, and the console's api client checks required path parameters against it
 * before any request. Add an area's calls in its own module and spread it here.
 */
export const calls = {
  ...authCalls,
  ...clientCalls,
  ...groupCalls,
  ...firmCalls,
  ...accountCalls,
  ...assetCalls,
  ...ledgerCalls,
  ...modelCalls,
  ...passwordCalls,
  ...productCalls,
  ...portfolioCalls,
  ...reportingCalls,
  ...taxCalls,
  ...transferCalls,
  ...userCalls,
  ...fileCalls,
  ...messageCalls,
  ...jobCalls,
  ...rebalanceBulkCalls,
  ...rebalanceCalls,
  ...illustrationCalls,
  ...pensionCalls,
  ...webhookCalls,
  ...savedViewCalls,
  ...historyCalls,
  ...notificationCalls,
} as const;

export type CallName = keyof typeof calls;
