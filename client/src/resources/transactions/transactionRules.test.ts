import { describe, expect, it } from 'vitest';
import type { TPortfolioTransaction } from '../../../../contract/transactions';
import { availableActions, ownRequest } from './transactionRules';

const tx = (over: Partial<TPortfolioTransaction>) =>
  ({ status: 'Waiting', requestedBy: 'ADVISER', pendingRequest: null, ...over }) as TPortfolioTransaction;
const admin = { userId: 'ADMIN', mayAct: true };

describe('transaction actions offered', () => {
  it("when a Pending transaction is someone else's, then a user with action may authorise, decline or withdraw it", () => {
    expect(availableActions(tx({ status: 'Pending' }), admin)).toEqual([
      'authorise',
      'decline',
      'requestCancellation',
      'requestDeletion',
    ]);
  });

  it('when the user asked for it, then they are offered no authorisation (four-eyes)', () => {
    const own = tx({ status: 'Pending', requestedBy: 'ADMIN' });
    expect(availableActions(own, admin)).toEqual(['requestCancellation', 'requestDeletion']);
    expect(ownRequest(own, 'ADMIN')).toBe(true);
  });

  it('when a request is Checking, then its requester (not the transaction’s) decides who may authorise', () => {
    const checking = tx({
      status: 'Checking',
      requestedBy: 'ADMIN',
      pendingRequest: {
        kind: 'Cancellation',
        requestedBy: 'ADVISER',
        requestedByName: 'Priya Shah',
        reason: null,
      },
    });
    expect(availableActions(checking, admin)).toEqual(['authorise', 'decline']);
    expect(availableActions(checking, { ...admin, userId: 'ADVISER' })).toEqual([]);
  });

  it('when the user lacks action permission, then nothing is offered: requests need action too (decision 0407)', () => {
    expect(availableActions(tx({ status: 'Pending' }), { ...admin, mayAct: false })).toEqual([]);
    expect(availableActions(tx({ status: 'Placed' }), { ...admin, mayAct: false })).toEqual([]);
  });

  it('when a transaction is final, then nothing is offered', () => {
    for (const status of ['Completed', 'Deleted', 'Error'] as const)
      expect(availableActions(tx({ status }), admin)).toEqual([]);
  });
});
