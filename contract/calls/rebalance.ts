import {
  ZInvestToModelPreview,
  ZInvestToModelPreviewBody,
  ZRebalanceConfirm,
  ZRebalanceOptions,
  ZRebalancePreview,
  ZRebalanceResult,
} from '../rebalance';
import { call } from './define';

const tag = 'Rebalancing';

/** Rebalancing one account to its model, and investing to a model (Keel's own; decision 0705). */
export const rebalanceCalls = {
  previewRebalance: call({
    method: 'post',
    path: '/account/rebalance/preview/{firmId}/{accountId}',
    tag,
    summary:
      "The sells and buys that bring the account back to its model at the latest prices, each weight before and after, and for a GIA each sale's estimated gain; nothing is placed",
    permission: ['Transaction', 'read'],
    body: ZRebalanceOptions,
    response: ZRebalancePreview,
  }),
  confirmRebalance: call({
    method: 'post',
    path: '/account/rebalance/{firmId}/{accountId}',
    tag,
    summary:
      'Place the previewed trades as one transaction group, all or nothing (409 when the plan changed since its planFingerprint); send an idempotency-key',
    permission: ['Transaction', 'readWrite'],
    body: ZRebalanceConfirm,
    response: ZRebalanceResult,
  }),
  previewInvestToModel: call({
    method: 'post',
    path: '/account/invest-to-model/preview/{firmId}/{accountId}',
    tag,
    summary: "An amount split across the account's model's components by target weight, as buys to place",
    permission: ['Transaction', 'read'],
    body: ZInvestToModelPreviewBody,
    response: ZInvestToModelPreview,
  }),
} as const;
