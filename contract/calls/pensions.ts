import {
  ZClientProductAction,
  ZClientProductActionQuery,
  ZCreateRegularCrystallisation,
  ZCrystallisationOptions,
  ZCrystallisationQuery,
  ZCrystallisationResult,
  ZCrystallise,
  ZPatchRegularCrystallisation,
  ZRegularCrystallisation,
} from '../pensions';
import { call } from './define';

const tag = 'Client products';

/**
 * Taking pension benefits (spec §7 "Client products"; decision 0901). The literal
 * /clientproduct/action/… paths are registered before GET /clientproduct/{firmId}/{clientProductId}.
 */
export const pensionCalls = {
  getCrystallisationOptions: call({
    method: 'get',
    path: '/clientproduct/action/crystallisation/{firmId}',
    tag,
    summary:
      "What a pension account can crystallise: values, the client's lump sum allowance left, age and MPAA",
    permission: ['Account', 'read'],
    query: ZCrystallisationQuery,
    response: ZCrystallisationOptions,
  }),
  crystallise: call({
    method: 'post',
    path: '/clientproduct/action/crystallisation',
    tag,
    summary:
      'Crystallise: a PCLS with the rest designated to flexi-access drawdown, or an UFPLS; pays and posts at once',
    permission: ['Transaction', 'action'],
    body: ZCrystallise,
    response: ZCrystallisationResult,
  }),
  listClientProductActions: call({
    method: 'get',
    path: '/clientproduct/action/{firmId}',
    tag,
    summary: 'The history of crystallisation and regular crystallisation actions, newest first',
    permission: ['Account', 'read'],
    query: ZClientProductActionQuery,
    response: ZClientProductAction,
    list: true,
  }),
  createRegularCrystallisation: call({
    method: 'post',
    path: '/clientproduct/action/regularcrystallisation',
    tag,
    summary: 'A regular UFPLS or drawdown income: amount, frequency, payment day and start',
    permission: ['Transaction', 'action'],
    body: ZCreateRegularCrystallisation,
    created: true,
  }),
  patchRegularCrystallisation: call({
    method: 'patch',
    path: '/clientproduct/action/regularcrystallisation/{firmId}/{bciId}',
    tag,
    summary: 'Pause, resume, stop or amend (amount, payment day) a regular income (412 when stale)',
    permission: ['Transaction', 'action'],
    body: ZPatchRegularCrystallisation,
    response: ZRegularCrystallisation,
  }),
} as const;
