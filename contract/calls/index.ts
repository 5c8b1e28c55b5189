import { MESSAGES } from '../errors';
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

/** Names of the `{param}` segments of a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Express 5 form of a path template: `{firmId}` becomes `:firmId`. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The missing-parameter error of spec §8, raised before any request is made. */
export class RequiredParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly operation: string,
  ) {
    super(MESSAGES.requiredParameter(parameter, operation));
    this.name = 'RequiredError';
  }
}

/** Fills a call's path template, refusing a missing parameter with the spec's message. */
export function buildPath(operation: string, path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === null || value === undefined || value === '')
      throw new RequiredParameterError(name, operation);
    return encodeURIComponent(String(value));
  });
}
