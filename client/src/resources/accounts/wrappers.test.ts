import { describe, expect, it } from 'vitest';
import { WRAPPER_TYPES } from '../../../../contract/enums';
import { ZCreateAccount } from '../../../../contract/accounts';
import { accountTypeFor, defaultAccountName } from './wrappers';

describe('opening an account', () => {
  it('when any wrapper is chosen, then the account type that follows it passes the contract’s rule', () => {
    for (const wrapperType of WRAPPER_TYPES) {
      const body = {
        firmId: 'DEMO1',
        clientId: 'C1',
        name: 'An account',
        accountType: accountTypeFor(wrapperType),
        wrapperDetail: { wrapperType },
      };
      expect(ZCreateAccount.safeParse(body).success, wrapperType).toBe(true);
    }
  });

  it('when a wrapper is chosen, then the default name is the client’s and the wrapper’s', () => {
    expect(defaultAccountName('Ada Lovelace', 'ISA')).toBe('Ada Lovelace Stocks & Shares ISA');
    expect(defaultAccountName(undefined, 'GIA')).toBe('General Investment Account');
  });
});
