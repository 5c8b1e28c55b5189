import {
  ZAccountSustainability,
  ZAccountSustainabilityQuery,
  ZCreateProductIllustration,
  ZCreateTradeIllustration,
  ZIllustrationListQuery,
  ZProductIllustration,
  ZProductIllustrationAbridged,
  ZTradeIllustration,
} from '../illustrations';
import { call } from './define';

/**
 * Product and trade illustrations (spec §7 "Illustrations and messages"; decision 0902). The spec's
 * permission resources have no Illustration: an illustration is the disclosure that goes with a
 * recommendation, so the calls are gated on Recommendation (read to see, readWrite to make one).
 */
export const illustrationCalls = {
  listProductIllustrations: call({
    method: 'get',
    path: '/illustration/product/{firmId}',
    tag: 'Illustrations',
    summary: 'Stored product illustrations (name, id, status), newest first, with inputs and yearly tables',
    permission: ['Recommendation', 'read'],
    query: ZIllustrationListQuery,
    response: ZProductIllustration,
    list: true,
  }),
  listProductIllustrationsAbridged: call({
    method: 'get',
    path: '/illustration/productabridged/{firmId}',
    tag: 'Illustrations',
    summary: 'The same list without the yearly tables and the sustainability fan',
    permission: ['Recommendation', 'read'],
    query: ZIllustrationListQuery,
    response: ZProductIllustrationAbridged,
    list: true,
  }),
  getProductIllustration: call({
    method: 'get',
    path: '/illustration/product/{firmId}/{illustrationId}',
    tag: 'Illustrations',
    summary: 'One product illustration: its inputs (enough to copy it) and its results',
    permission: ['Recommendation', 'read'],
    response: ZProductIllustration,
  }),
  createProductIllustration: call({
    method: 'post',
    path: '/illustration/product',
    tag: 'Illustrations',
    summary:
      'Project contributions or drawdown at the FCA rates less every charge, with the effect of charges, the disclosure and (drawdown) the sustainability; stored',
    permission: ['Recommendation', 'readWrite'],
    body: ZCreateProductIllustration,
    created: true,
  }),
  createTradeIllustration: call({
    method: 'post',
    path: '/illustration/trade',
    tag: 'Illustrations',
    summary: "The costs of a proposed deal from the node's tariff and the latest price; not stored",
    permission: ['Recommendation', 'read'],
    body: ZCreateTradeIllustration,
    response: ZTradeIllustration,
  }),
  getAccountSustainability: call({
    method: 'get',
    path: '/illustration/sustainability/{firmId}',
    tag: 'Illustrations',
    summary:
      "Keel's own (decision 0904): how long a pension account's pot lasts at its regular income, at the FCA rates and across 1,000 seeded markets",
    permission: ['Recommendation', 'read'],
    query: ZAccountSustainabilityQuery,
    response: ZAccountSustainability,
  }),
} as const;
